import type { BusinessHoursApplied } from '@bytecraft/contracts/records/business-hours';
import type { RecordOf } from '@bytecraft/contracts/records';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { BusinessHoursSettings } from '@bytecraft/service-runtime/records/business-hours-settings';
import { DueTimes } from '@bytecraft/service-runtime/records/due-times';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { INestMicroservice } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createLeadApp } from '../src/app';
import { loadLeadConfig } from '../src/config/lead.config';
import { startLead, storeLead, type LeadHarness, type LeadKind } from './lead-harness';

const ANA = randomUUID();
/** Friday 10:30 UTC (16:00 in Kolkata, an hour before the default hours close). */
const FRIDAY = new Date('2026-03-06T10:30:00Z');

/** Every day 09:00-17:00 UTC: the weekend counts. */
const EVERY_DAY = {
  zone: 'UTC',
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  opens: '09:00',
  closes: '17:00',
  holidays: [],
};
/** A call's first answer (24 business hours) from FRIDAY in EVERY_DAY: 6.5 + 8 + 8 + 1.5 hours. */
const DUE_EVERY_DAY = { dueAt: '2026-03-09T10:30:00.000Z', atRiskAt: '2026-03-08T12:30:00.000Z' };
/** The same in the default hours (Kolkata, Monday to Friday 09:00-17:00). */
const DUE_BY_DEFAULT = { dueAt: '2026-03-11T10:30:00.000Z', atRiskAt: '2026-03-11T04:30:00.000Z' };

/**
 * The lead service counts due times in the business hours an admin set: the gateway's message
 * is stored in the service's own table, every replica counts in the new hours from then on, and
 * the open records of a kind counted in business hours are counted again, once however often
 * the message comes. A replica started later counts in the stored hours.
 */
describe('lead service: business hours an admin set', () => {
  let lead: LeadHarness;
  const replicas: INestMicroservice[] = [];

  beforeAll(async () => {
    lead = await startLead('business-hours');
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await lead?.stop();
  });

  const replica = async () => {
    const app = await createLeadApp(loadLeadConfig(lead.env));
    replicas.push(app);
    await app.listen();
    return app;
  };
  const setHours = (setting: object) =>
    lead.ask<BusinessHoursApplied>(staffRpc.setBusinessHours(ServiceName.Lead), setting);
  const dueOf = async (kind: LeadKind, id: string) => {
    const { dueAt, atRiskAt } = await lead.ask<Detailed<RecordOf[LeadKind]>>(staffRpc.get(kind), {
      id,
    });
    return { dueAt, atRiskAt };
  };
  const callDueAt = (app: INestMicroservice) =>
    app.get(DueTimes).of('schedule-call', {
      createdAt: FRIDAY,
      firstReplyAt: null,
      visitorReplyAt: null,
    });

  it('stores the hours, and moves only the open records counted in business hours, once', async () => {
    const call = await storeLead(lead, 'schedule-call', {}, FRIDAY);
    const closedCall = await storeLead(lead, 'schedule-call', {}, FRIDAY);
    await lead.ask(staffRpc.setStatus('schedule-call'), {
      id: closedCall.id,
      status: 'cancelled',
      actorId: ANA,
    });
    const contact = await storeLead(lead, 'contact', {}, FRIDAY);
    const contactDue = await dueOf('contact', contact.id);
    expect(await dueOf('schedule-call', call.id)).toEqual(DUE_BY_DEFAULT);

    expect(await setHours(EVERY_DAY)).toEqual({ recounted: 1 });
    expect(await dueOf('schedule-call', call.id)).toEqual(DUE_EVERY_DAY);
    expect(await dueOf('schedule-call', closedCall.id)).toEqual({ dueAt: null, atRiskAt: null });
    // A contact's clock runs on the calendar: the hours do not move it.
    expect(await dueOf('contact', contact.id)).toEqual(contactDue);
    expect(await lead.db.query(`SELECT "setting" FROM "business_hours"`)).toEqual([
      { setting: EVERY_DAY },
    ]);

    // The same hours again: every due time is already theirs.
    expect(await setHours(EVERY_DAY)).toEqual({ recounted: 0 });
    expect(await dueOf('schedule-call', call.id)).toEqual(DUE_EVERY_DAY);
    expect(await lead.db.query(`SELECT count(*)::int AS n FROM "business_hours"`)).toEqual([
      { n: 1 },
    ]);
  });

  it('is heard by every replica, and a replica started later counts in the stored hours', async () => {
    const other = await replica();
    await setHours({
      ...EVERY_DAY,
      zone: 'Asia/Kolkata',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
    // Both replicas hear the one message; the answer is the first one's.
    await waitFor(
      () =>
        [lead.app, other].every(
          (app) => callDueAt(app).dueAt?.toISOString() === DUE_BY_DEFAULT.dueAt,
        ),
      { what: 'both replicas to count in the new hours' },
    );

    await setHours(EVERY_DAY);
    await waitFor(() => callDueAt(other).dueAt?.toISOString() === DUE_EVERY_DAY.dueAt, {
      what: 'the other replica to count in the hours set again',
    });
    const later = await replica();
    expect(callDueAt(later).dueAt?.toISOString()).toBe(DUE_EVERY_DAY.dueAt);
  });

  it('a replica that missed the message counts in the stored hours at its next check', async () => {
    const other = await replica();
    expect(callDueAt(other).dueAt?.toISOString()).toBe(DUE_EVERY_DAY.dueAt);
    // Another replica heard a change this one did not: only the stored copy says it.
    await lead.db.query(`UPDATE "business_hours" SET "setting" = $1`, [
      JSON.stringify({
        ...EVERY_DAY,
        zone: 'Asia/Kolkata',
        days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      }),
    ]);
    expect(callDueAt(other).dueAt?.toISOString()).toBe(DUE_EVERY_DAY.dueAt);
    await other.get(BusinessHoursSettings).check();
    expect(callDueAt(other).dueAt?.toISOString()).toBe(DUE_BY_DEFAULT.dueAt);
    await setHours(EVERY_DAY);
  });

  it('refuses hours the schema refuses, keeping the stored ones', async () => {
    await expect(setHours({ ...EVERY_DAY, days: [] })).rejects.toBeDefined();
    expect(await lead.db.query(`SELECT "setting" FROM "business_hours"`)).toEqual([
      { setting: EVERY_DAY },
    ]);
  });
});
