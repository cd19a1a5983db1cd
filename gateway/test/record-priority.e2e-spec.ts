import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { AT_RISK_SHARE, PRIORITIES, PRIORITY_TIMES } from '@bytecraft/contracts/records/due';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { errorBody, validationBody } from '@bytecraft/testing/error-body';
import { newPassword } from '@bytecraft/testing/staff';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, submit } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const HOUR = 3_600_000;
const PRIORITY_REFUSED = `Priority must be one of: ${PRIORITIES.join(', ')}`;

/**
 * A record's priority through the gateway: any staff member sets it, the owning service moves
 * the record's due time to that priority's first response and writes the change in its
 * activity; what is not a priority is refused in the catalogue's shape.
 */
describe('record priority (system)', () => {
  let system: TestSystem;
  let member: { id: string; cookie: string };
  const http = () => request(system.app.getHttpServer());
  const setPriority = (id: string, body: unknown, cookie = member.cookie) =>
    http()
      .patch(`/api/job-application/${id}/priority`)
      .set('Cookie', cookie)
      .send(body as object);

  beforeAll(async () => {
    system = await startTestSystem('record-priority');
    const accounts = system.app.get(StaffAccountsService);
    const email = `member.${randomBytes(4).toString('hex')}@bytecraft.example`;
    const password = newPassword();
    await accounts.add(email, password, StaffRole.Staff);
    member = {
      id: (await accounts.byEmail(email)).id,
      cookie: await signIn(system.app, { email, password }),
    };
  });
  afterAll(() => system?.stop());

  it('moves a contact’s due time to its priority’s first response, and writes the change', async () => {
    const { id } = await submit(system.app, 'contact', personAddress());
    const detail = async () => {
      const res = await http().get(`/api/contact/${id}`).set('Cookie', member.cookie);
      return res.status === 200 && (res.body.data as Record<string, unknown>);
    };
    const stored = await waitFor(detail, { what: 'the contact to be stored' });
    const created = Date.parse(stored.createdAt as string);
    const within = (hours: number) => ({
      dueAt: new Date(created + hours * HOUR).toISOString(),
      atRiskAt: new Date(created + hours * AT_RISK_SHARE * HOUR).toISOString(),
    });
    expect(await detail()).toMatchObject({ priority: null, ...within(24) });

    const { body } = await http()
      .patch(`/api/contact/${id}/priority`)
      .set('Cookie', member.cookie)
      .send({ priority: 'critical' })
      .expect(200);
    expect(body.data).toMatchObject({
      priority: 'critical',
      ...within(PRIORITY_TIMES.critical.firstResponseHours),
    });
    expect(
      (body.data.activity as ActivityEntry[]).filter((entry) => entry.type === 'priority'),
    ).toEqual([
      {
        type: 'priority',
        at: expect.any(String),
        actorId: member.id,
        from: 'normal',
        to: 'critical',
      },
    ]);
    // The list shows what the detail does.
    const listed = await http()
      .get(`/api/contact?sort=due&q=${encodeURIComponent(body.data.email as string)}`)
      .set('Cookie', member.cookie)
      .expect(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id, priority: 'critical', dueAt: body.data.dueAt }),
    ]);
  });

  it('refuses what is not a priority, and answers 404 for a record that is not there', async () => {
    for (const refused of [{ priority: 'urgent' }, {}, { priority: 3 }]) {
      const res = await setPriority(randomUUID(), refused).expect(400);
      expect(res.body).toEqual(validationBody([{ field: 'priority', message: PRIORITY_REFUSED }]));
    }
    const missing = await setPriority(randomUUID(), { priority: 'high' }).expect(404);
    expect(missing.body).toEqual(errorBody(ErrorCode.NotFound, ERROR_MESSAGES.notFound));
    const notAnId = await setPriority('not-an-id', { priority: 'high' }).expect(404);
    expect(notAnId.body).toEqual(errorBody(ErrorCode.NotFound, ERROR_MESSAGES.notFound));
  });
});
