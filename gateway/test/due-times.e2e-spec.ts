import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { waitFor } from '@bytecraft/testing/wait-for';
import request from 'supertest';
import { personAddress, submit } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const HOUR = 3_600_000;

interface Listed {
  id: string;
  createdAt: string;
  dueAt: string | null;
  atRiskAt: string | null;
}

/**
 * A worked record's due times reach staff through the gateway: its detail and its list carry
 * `dueAt` and `atRiskAt` as the owning service keeps them, the list sorts and filters by them,
 * and a filter or sort it does not know is refused with its message.
 */
describe('due times (system)', () => {
  let system: TestSystem;
  let cookie: string;
  const staff = (path: string) =>
    request(system.app.getHttpServer()).get(`/api/contact${path}`).set('Cookie', cookie);

  beforeAll(async () => {
    system = await startTestSystem('due-times');
    cookie = await signIn(system.app, system.staff);
  });
  afterAll(() => system?.stop());

  it('carries a contact’s due times in its detail and list, and clears them once answered', async () => {
    const email = personAddress();
    const { id } = await submit(system.app, 'contact', email);
    await waitFor(async () => (await staff(`/${id}`)).status === 200, {
      what: 'the contact to be stored',
    });
    const detail = (await staff(`/${id}`).expect(200)).body.data as Listed;
    const created = Date.parse(detail.createdAt);
    expect(detail.dueAt).toBe(new Date(created + 24 * HOUR).toISOString());
    expect(detail.atRiskAt).toBe(new Date(created + 18 * HOUR).toISOString());

    const search = `q=${encodeURIComponent(email)}`;
    const list = (await staff(`?${search}&sort=due`).expect(200)).body.data as Listed[];
    expect(list).toEqual([
      expect.objectContaining({ id, dueAt: detail.dueAt, atRiskAt: detail.atRiskAt }),
    ]);
    // Just submitted: neither at risk nor past due.
    expect((await staff(`?${search}&due=at-risk`).expect(200)).body.data).toEqual([]);
    expect((await staff(`?${search}&due=breached`).expect(200)).body.data).toEqual([]);

    await request(system.app.getHttpServer())
      .post(`/api/contact/${id}/replies`)
      .set('Cookie', cookie)
      .send({ subject: 'Your proposal', body: 'It is attached.' })
      .expect(201);
    const answered = (await staff(`?${search}`).expect(200)).body.data as Listed[];
    expect(answered).toEqual([expect.objectContaining({ id, dueAt: null, atRiskAt: null })]);
  });

  it('refuses a due filter or sort it does not know, naming the field', async () => {
    const refused = await staff('?due=soon&sort=name').expect(400);
    expect(refused.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: ERROR_MESSAGES.validation,
      validationErrors: [
        { field: 'due', message: 'Due must be one of: at-risk, breached' },
        { field: 'sort', message: 'Sort must be one of: due' },
      ],
      requestId: expect.any(String),
    });
  });
});
