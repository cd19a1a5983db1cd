import { QueueName } from '@bytecraft/contracts/queues';
import { slaBreachDeliveryId, type SlaBreach } from '@bytecraft/contracts/records/sla';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { RecordOf } from '@bytecraft/contracts/records';
import type { Page } from '@bytecraft/contracts/records/lists';
import { DueTimes } from '@bytecraft/service-runtime/records/due-times';
import { SlaWatch } from '@bytecraft/service-runtime/records/sla/sla-watch';
import { personScope } from '@bytecraft/testing/erasures';
import type { INestMicroservice } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { createLeadApp } from '../src/app';
import { loadLeadConfig } from '../src/config/lead.config';
import {
  replyToContact,
  startLead,
  storeLead,
  visitorAnswered,
  type LeadHarness,
} from './lead-harness';

const ANA = randomUUID();
const HOUR = 3_600_000;

const after = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);
const iso = (date: Date) => date.toISOString();

interface Event {
  id: string;
  kind: string;
  recordId: string;
  clock: string;
  startedAt: Date;
  dueAt: Date;
  ownerId: string | null;
  outcome: string;
  answeredAt: Date | null;
  notifiedAt: Date | null;
}

/**
 * The lead service records each promise once, kept or breached, and hands each breach to the
 * gateway once (a job on the sla queue named after it), however many replicas look at once;
 * the clock is the due times', set here.
 */
describe('lead service: promises kept and breached', () => {
  let lead: LeadHarness;
  let replica: INestMicroservice | undefined;
  let sla: Queue | undefined;
  let clock = new Date();

  beforeAll(async () => {
    lead = await startLead('sla');
    // A second replica on the same database and Redis, its own timer out of the way.
    replica = await createLeadApp(loadLeadConfig({ ...lead.env, SLA_CHECK_SECONDS: '3600' }));
    await replica.init();
    for (const app of [lead.app, replica]) app.get(DueTimes).now = () => clock;
    sla = lead.queueOf(QueueName.Sla);
  });

  afterAll(async () => {
    await replica?.close();
    await lead?.stop();
  });

  async function store(receivedAt: Date, email = 'asha@example.com') {
    const name = `Asha ${randomBytes(4).toString('hex')}`;
    return (await storeLead(lead, 'contact', { name, email }, receivedAt)).id;
  }

  const reply = (id: string) => replyToContact(lead, id, ANA);

  const eventsOf = (recordId: string) =>
    lead.db.query<Event>(`SELECT * FROM sla_events WHERE "recordId" = $1 ORDER BY "startedAt"`, [
      recordId,
    ]);

  /** How the contact's last promise ended, as its list says. */
  const listedPromise = async (id: string) =>
    (
      await lead.ask<Page<RecordOf['contact']>>(staffRpc.list('contact'), { limit: '100' })
    ).data.find((record) => record.id === id)?.lastPromise;

  /** Two replicas look at once, each twice over. */
  const checkEverywhere = () =>
    Promise.all([lead.app, replica!, lead.app, replica!].map((app) => app.get(SlaWatch).check()));

  const handedOver = async (eventId: string) =>
    (await sla!.getJob(slaBreachDeliveryId(eventId)))?.data as SlaBreach | undefined;

  it('records a breach once and hands it over once, however many replicas look at once', async () => {
    const received = new Date('2026-05-04T09:00:00Z');
    const id = await store(received);
    await lead.ask(staffRpc.setOwner('contact'), { id, ownerId: ANA, actorId: ANA });

    clock = after(received, 23);
    await checkEverywhere();
    expect(await eventsOf(id)).toEqual([]);

    clock = after(received, 25);
    const passes = await checkEverywhere();
    expect(passes.reduce((sum, pass) => sum + pass.handedOver, 0)).toBe(1);
    const [event] = await eventsOf(id);
    expect(await eventsOf(id)).toHaveLength(1);
    expect(event).toMatchObject({
      kind: 'contact',
      clock: 'first-response',
      startedAt: received,
      dueAt: after(received, 24),
      ownerId: ANA,
      outcome: 'breached',
      answeredAt: null,
    });
    expect(event.notifiedAt).not.toBeNull();
    expect(await handedOver(event.id)).toEqual({
      eventId: event.id,
      kind: 'contact',
      recordId: id,
      clock: 'first-response',
      dueAt: iso(after(received, 24)),
      ownerId: ANA,
    });
    const jobs = await sla!.getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(jobs.filter((job) => (job.data as SlaBreach).recordId === id)).toHaveLength(1);

    // Answered late: the breach stays one, now answered, and the record says so.
    clock = after(received, 26);
    expect(await reply(id)).toMatchObject({ dueAt: null, lastPromise: 'breached' });
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({ outcome: 'breached', answeredAt: after(received, 26) }),
    ]);
  });

  it('records a promise kept when staff answer before it is due, and no breach after', async () => {
    const received = new Date('2026-05-05T09:00:00Z');
    const id = await store(received);
    clock = after(received, 3);
    expect(await reply(id)).toMatchObject({ dueAt: null, lastPromise: 'kept' });
    clock = after(received, 48);
    await checkEverywhere();
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({
        clock: 'first-response',
        outcome: 'kept',
        dueAt: after(received, 24),
        answeredAt: after(received, 3),
        ownerId: null,
        notifiedAt: null,
      }),
    ]);
  });

  it('starts the next answer’s promise at the visitor’s mailed answer, and breaches it on its own', async () => {
    const received = new Date('2026-05-06T09:00:00Z');
    const id = await store(received);
    clock = after(received, 1);
    await reply(id);
    expect(await listedPromise(id)).toBe('kept');
    const answered = after(received, 10);
    await visitorAnswered(lead, id, answered);
    // The next clock runs: how the last promise ended is no longer the record's news.
    expect(await listedPromise(id)).toBeNull();

    clock = after(answered, 5);
    await checkEverywhere();
    const events = await eventsOf(id);
    expect(events).toEqual([
      expect.objectContaining({ clock: 'first-response', outcome: 'kept' }),
      expect.objectContaining({
        clock: 'next-response',
        startedAt: answered,
        dueAt: after(answered, 4),
        outcome: 'breached',
      }),
    ]);
    expect(await handedOver(events[1].id)).toMatchObject({ clock: 'next-response', ownerId: null });
  });

  it('records a breach found a day late without handing it over: old news to its owner', async () => {
    const received = new Date('2026-05-07T09:00:00Z');
    const late = await store(received);
    const fresh = await store(after(received, 26));
    clock = after(received, 51);
    await checkEverywhere();
    const [old] = await eventsOf(late);
    const [recent] = await eventsOf(fresh);
    // The fresh breach, recorded in the same pass, was handed over: the late one would have been.
    expect(await handedOver(recent.id)).toBeDefined();
    expect(old).toMatchObject({ outcome: 'breached', notifiedAt: null });
    expect(await handedOver(old.id)).toBeUndefined();
  });

  it('keeps the events of a person erased: ids and times, nothing of theirs', async () => {
    const email = `ravi.${randomBytes(4).toString('hex')}@example.com`;
    const received = new Date('2026-05-08T09:00:00Z');
    const id = await store(received, email);
    clock = after(received, 30);
    await checkEverywhere();
    await lead.erase({ erasureId: randomUUID(), scope: personScope(email) });
    expect(await lead.ask(staffRpc.get('contact'), { id })).toBeNull();
    expect(await eventsOf(id)).toEqual([expect.objectContaining({ outcome: 'breached' })]);
  });
});
