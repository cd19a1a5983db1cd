import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { PLACEHOLDERS, type ReplyTemplateInput } from '@bytecraft/contracts/records/work';
import { AuditAction, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { errorBody } from '@bytecraft/testing/error-body';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { startTestGateway, type TestGateway } from './test-gateway';

const UNKNOWN_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const buildTemplate = (overrides: Partial<ReplyTemplateInput> = {}): ReplyTemplateInput => ({
  name: `Thanks ${randomBytes(3).toString('hex')}`,
  subject: 'Your enquiry, {{firstName}}',
  body: 'Hello {{firstName}},\n\nthank you for writing.\n\n{{staffName}}',
  kinds: [],
  ...overrides,
});

/**
 * Reply templates in the gateway's own database: admins write them (audited), every staff member
 * reads them, with the kinds they are offered for. And the staff directory owners are picked
 * from. The gateway alone: no service takes part.
 */
describe('reply templates and the staff directory', () => {
  let gateway: TestGateway;
  let admin: string;
  let member: string;
  let memberAccount: { id: string; email: string };
  const http = () => request(gateway.app.getHttpServer());
  const templates = (cookie: string, query = '') =>
    http().get(`/api/admin/reply-templates${query}`).set('Cookie', cookie);
  const auditOf = (action: AuditAction) =>
    gateway.db.query<{ actor_id: string; target: string }>(
      `SELECT actor_id, target FROM audit_log WHERE action = $1 ORDER BY at, id`,
      [action],
    );

  beforeAll(async () => {
    gateway = await startTestGateway('reply-templates');
    admin = await signIn(gateway.app, gateway.staff);
    const accounts = gateway.app.get(StaffAccountsService);
    const credentials = {
      email: newEmail(),
      password: newPassword(),
    };
    await accounts.add(credentials.email, credentials.password);
    memberAccount = await accounts.byEmail(credentials.email);
    member = await signIn(gateway.app, credentials);
  });
  afterAll(() => gateway?.stop());
  const adminId = async () =>
    (await gateway.app.get(StaffAccountsService).byEmail(gateway.staff.email)).id;

  it('lets an admin create, change and delete a template, each audited, and staff read them', async () => {
    const input = buildTemplate({ kinds: ['job-application'] });
    const created = await http()
      .post('/api/admin/reply-templates')
      .set('Cookie', admin)
      .send(input)
      .expect(201);
    const id = created.body.data.id as string;
    expect(created.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...input,
        updatedById: await adminId(),
        updatedAt: expect.any(String),
      },
    });
    expect((await templates(member).expect(200)).body.data).toContainEqual(created.body.data);

    const changed = { ...input, name: `${input.name} (short)`, kinds: [] };
    const updated = await http()
      .put(`/api/admin/reply-templates/${id}`)
      .set('Cookie', admin)
      .send(changed)
      .expect(200);
    expect(updated.body.data).toEqual({
      ...created.body.data,
      ...changed,
      updatedAt: expect.any(String),
    });
    expect((await templates(member).expect(200)).body.data).toContainEqual(updated.body.data);

    await http().delete(`/api/admin/reply-templates/${id}`).set('Cookie', admin).expect(200, {
      success: true,
    });
    const left = (await templates(member).expect(200)).body.data as { id: string }[];
    expect(left.map((template) => template.id)).not.toContain(id);

    const actorId = await adminId();
    const target = (name: string) => ({ actor_id: actorId, target: `${name} (${id})` });
    expect(await auditOf(AuditAction.ReplyTemplateCreate)).toContainEqual(target(input.name));
    expect(await auditOf(AuditAction.ReplyTemplateUpdate)).toEqual([target(changed.name)]);
    expect(await auditOf(AuditAction.ReplyTemplateDelete)).toEqual([target(changed.name)]);
  });

  it('offers a kind the templates for every kind and those naming it, by name', async () => {
    const every = buildTemplate({ name: `A every ${randomBytes(2).toString('hex')}` });
    const jobs = buildTemplate({
      name: `B jobs ${randomBytes(2).toString('hex')}`,
      kinds: ['job-application', 'internship-application'],
    });
    const ids: string[] = [];
    for (const input of [jobs, every]) {
      const res = await http().post('/api/admin/reply-templates').set('Cookie', admin).send(input);
      ids.push(res.body.data.id);
    }
    const named = async (query: string) =>
      ((await templates(member, query).expect(200)).body.data as { id: string }[])
        .map((template) => template.id)
        .filter((id) => ids.includes(id));
    expect(await named('')).toEqual([ids[1], ids[0]]);
    expect(await named(`?kind=${'contact'}`)).toEqual([ids[1]]);
    expect(await named(`?kind=${'internship-application'}`)).toEqual([ids[1], ids[0]]);

    const bad = await templates(member, `?kind=${'newsletter-subscription'}`).expect(400);
    expect(bad.body).toEqual({
      ...errorBody('VALIDATION_ERROR', ERROR_MESSAGES.validation),
      validationErrors: [
        { field: 'kind', message: expect.stringMatching(/^Kind must be one of: /) },
      ],
    });
  });

  it('refuses staff every change (403), storing and auditing nothing', async () => {
    const before = (await templates(member).expect(200)).body.data;
    const audited = (await gateway.db.query(`SELECT id FROM audit_log`)).length;
    const forbidden = errorBody('FORBIDDEN', STAFF_TEAM_MESSAGES.adminOnly);
    const existing = await http()
      .post('/api/admin/reply-templates')
      .set('Cookie', admin)
      .send(buildTemplate())
      .expect(201);
    const id = existing.body.data.id as string;
    const after = (await gateway.db.query(`SELECT id FROM audit_log`)).length;
    expect(after).toBe(audited + 1);

    for (const res of [
      await http().post('/api/admin/reply-templates').set('Cookie', member).send(buildTemplate()),
      await http()
        .put(`/api/admin/reply-templates/${id}`)
        .set('Cookie', member)
        .send(buildTemplate()),
      await http().delete(`/api/admin/reply-templates/${id}`).set('Cookie', member),
    ]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: forbidden });
    }
    expect((await templates(member).expect(200)).body.data).toEqual(
      [...before, existing.body.data].sort(
        (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
      ),
    );
    expect((await gateway.db.query(`SELECT id FROM audit_log`)).length).toBe(after);
  });

  it('refuses a bad template with the catalogue’s body and an unknown id with 404', async () => {
    const count = async () => (await gateway.db.query(`SELECT id FROM reply_templates`)).length;
    const stored = await count();
    const res = await http()
      .post('/api/admin/reply-templates')
      .set('Cookie', admin)
      .send(
        buildTemplate({
          name: '',
          body: 'Dear {{surname}}',
          kinds: ['newsletter-subscription' as 'contact'],
        }),
      )
      .expect(400);
    expect(res.body).toEqual({
      ...errorBody('VALIDATION_ERROR', ERROR_MESSAGES.validation),
      validationErrors: expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        {
          field: 'body',
          message: `Placeholders must be among: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
        },
        { field: 'kinds.0', message: 'Each kind must be a kind staff reply to' },
      ]),
    });
    expect(await count()).toBe(stored);

    const notFound = errorBody('NOT_FOUND', ERROR_MESSAGES.notFound);
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const put = await http()
        .put(`/api/admin/reply-templates/${id}`)
        .set('Cookie', admin)
        .send(buildTemplate());
      const del = await http().delete(`/api/admin/reply-templates/${id}`).set('Cookie', admin);
      expect([put.status, put.body, del.status, del.body]).toEqual([404, notFound, 404, notFound]);
    }
    expect(await count()).toBe(stored);
  });

  it('lists every colleague, active or not, to any staff member', async () => {
    const accounts = gateway.app.get(StaffAccountsService);
    const gone = newEmail('gone');
    await accounts.add(gone, newPassword());
    const goneId = (await accounts.byEmail(gone)).id;
    await accounts.update(goneId, { disabled: true });
    await accounts.rename(memberAccount.id, 'Meera Iyer');

    const res = await http().get('/api/admin/staff/directory').set('Cookie', member).expect(200);
    const first = await accounts.byEmail(gateway.staff.email);
    expect(res.body).toEqual({
      success: true,
      data: [
        { id: first.id, name: first.email, email: first.email, active: true },
        { id: memberAccount.id, name: 'Meera Iyer', email: memberAccount.email, active: true },
        { id: goneId, name: gone, email: gone, active: false },
      ],
    });
  });
});
