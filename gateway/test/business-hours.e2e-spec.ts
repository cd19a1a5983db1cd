import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import {
  BUSINESS_HOURS_MESSAGES,
  type BusinessHoursSetting,
} from '@bytecraft/contracts/records/business-hours';
import { firstResponseHours } from '@bytecraft/contracts/records/due';
import { kindOf, type WorkedKind } from '@bytecraft/contracts/records';
import { businessHoursFrom } from '@bytecraft/service-runtime/records/business-hours';
import request from 'supertest';
import { personAddress, storedRecord, submit } from './person';
import { newMember, signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const PATH = '/api/admin/settings/business-hours';

/** The configuration's hours (the suite sets none): the value until an admin sets some. */
const INITIAL: BusinessHoursSetting = {
  zone: 'Asia/Kolkata',
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  opens: '09:00',
  closes: '17:00',
  holidays: [],
};
/** Every day of the week, the weekend too, in another zone. */
const EVERY_DAY: BusinessHoursSetting = {
  zone: 'Europe/London',
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  opens: '08:00',
  closes: '20:00',
  holidays: ['2026-12-25'],
};

/** A record's first answer due in `hours`, from its submission, as its kind's policy says. */
const firstDueAt = (kind: WorkedKind, createdAt: string, hours: BusinessHoursSetting) =>
  businessHoursFrom(hours)
    .add(new Date(createdAt), firstResponseHours(kindOf(kind).work.due))
    .toISOString();

/**
 * The business hours are an admin's setting: any staff member reads them, an admin sets them
 * (audited), the body checked with the shared schema; once set, the services owning worked
 * records count their open records' due times in them, and a service out of reach fails the
 * change with nothing kept.
 */
describe('business hours (system)', () => {
  let system: TestSystem;
  let admin: string;
  const server = () => system.app.getHttpServer();
  const current = async () =>
    (await request(server()).get(PATH).set('Cookie', admin).expect(200)).body.data as unknown;

  beforeAll(async () => {
    system = await startTestSystem('business-hours');
    admin = await signIn(system.app, system.staff);
  });
  afterAll(() => system?.stop());

  it('answers the configuration’s hours until an admin sets some, to any staff member', async () => {
    const member = await newMember(system.app);
    const read = await request(server()).get(PATH).set('Cookie', member.cookie).expect(200);
    expect(read.body).toEqual({ success: true, data: INITIAL });
  });

  it('lets only an admin set them', async () => {
    await request(server()).get(PATH).expect(401);
    await request(server()).put(PATH).send(EVERY_DAY).expect(401);
    const member = await newMember(system.app);
    await request(server()).put(PATH).set('Cookie', member.cookie).send(EVERY_DAY).expect(403);
    expect(await current()).toEqual(INITIAL);
  });

  it('refuses a bad body field by field, keeping nothing', async () => {
    const refused = await request(server())
      .put(PATH)
      .set('Cookie', admin)
      .send({ zone: 'Mars/Olympus', days: [], opens: '17:00', closes: '09:00', holidays: ['x'] })
      .expect(400);
    expect(refused.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: ERROR_MESSAGES.validation,
      validationErrors: [
        { field: 'zone', message: BUSINESS_HOURS_MESSAGES.zone },
        { field: 'days', message: BUSINESS_HOURS_MESSAGES.days },
        { field: 'holidays.0', message: BUSINESS_HOURS_MESSAGES.holiday },
        { field: 'closes', message: BUSINESS_HOURS_MESSAGES.closes },
      ],
      requestId: expect.any(String),
    });
    const empty = await request(server()).put(PATH).set('Cookie', admin).send({}).expect(400);
    expect(empty.body.validationErrors).toEqual(
      expect.arrayContaining([{ field: 'opens', message: BUSINESS_HOURS_MESSAGES.time }]),
    );
    expect(await current()).toEqual(INITIAL);
  });

  it('keeps an admin’s hours and moves open records’ due times into them, in each service', async () => {
    const email = personAddress();
    const records = await Promise.all(
      (['schedule-call', 'job-application'] as const).map(async (kind) => {
        const sent = await submit(system.app, kind, email);
        return { kind, path: await storedRecord(system.app, admin, sent) };
      }),
    );
    const detailOf = async (path: string) =>
      (await request(server()).get(path).set('Cookie', admin).expect(200)).body.data as {
        createdAt: string;
        dueAt: string;
      };
    for (const { kind, path } of records) {
      const { createdAt, dueAt } = await detailOf(path);
      expect(dueAt).toBe(firstDueAt(kind, createdAt, INITIAL));
    }

    const set = await request(server()).put(PATH).set('Cookie', admin).send(EVERY_DAY).expect(200);
    expect(set.body).toEqual({ success: true, data: EVERY_DAY });
    expect(await current()).toEqual(EVERY_DAY);
    // The PUT answers once every service has moved its records: nothing to wait for.
    for (const { kind, path } of records) {
      const { createdAt, dueAt } = await detailOf(path);
      expect(dueAt).toBe(firstDueAt(kind, createdAt, EVERY_DAY));
      expect(dueAt).not.toBe(firstDueAt(kind, createdAt, INITIAL));
    }

    const audit = await request(server())
      .get('/api/admin/audit?action=settings.change')
      .set('Cookie', admin)
      .expect(200);
    expect(audit.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          target:
            'business-hours Europe/London mon,tue,wed,thu,fri,sat,sun 08:00-20:00, 1 holidays',
        }),
      ]),
    );
  });

  it('fails the change with 503 when a service cannot be told, keeping the hours that count', async () => {
    const before = await current();
    await system.stopService('recruiting');
    const refused = await request(server())
      .put(PATH)
      .set('Cookie', admin)
      .send({ ...EVERY_DAY, holidays: [] })
      .expect(503);
    expect(refused.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: ERROR_MESSAGES.serviceUnavailable,
    });
    expect(await current()).toEqual(before);
  });
});
