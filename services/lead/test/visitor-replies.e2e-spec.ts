import {
  inboundRpc,
  visitorReplyMailId,
  type RecordMatch,
  type VisitorReply,
} from '@bytecraft/contracts/inbound';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import type { RecordOf } from '@bytecraft/contracts/records';
import { VISITOR_ACTOR_ID } from '@bytecraft/contracts/records/base';
import type { Page } from '@bytecraft/contracts/records/lists';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { jobFinished } from '@bytecraft/testing/jobs';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import {
  deliverVisitorReply,
  replyToContact,
  startLead,
  storeLead,
  visitorReplyTo,
  type LeadHarness,
} from './lead-harness';

const ANA = randomUUID();
type Contact = Detailed<RecordOf['contact']>;

/**
 * A visitor's mailed answer, matched by the notification service, comes to the lead service as
 * a job: it joins the record's activity once however often the job runs, and the record waits
 * on us again until staff reply. The service also answers which of its records a message
 * answers (by id, or the sender's newest open record).
 */
describe('lead service: visitors’ mailed replies', () => {
  let lead: LeadHarness;
  /** Where the service hands answers over for the gateway to mail their owners. */
  let gateway: Queue;

  beforeAll(async () => {
    lead = await startLead('visitor-replies');
    gateway = lead.queueOf(QueueName.StaffAnswers);
  });

  afterAll(async () => {
    await lead?.stop();
  });

  const storeContact = (fields: { email?: string } = {}) => storeLead(lead, 'contact', fields);

  const get = (id: string) => lead.ask<Contact>(staffRpc.get('contact'), { id });
  const waitingIds = async () =>
    (
      await lead.ask<Page<RecordOf['contact']>>(staffRpc.list('contact'), {
        waiting: 'true',
        limit: '100',
      })
    ).data.map((item) => item.id);
  const reply = (id: string) => replyToContact(lead, id, ANA);
  const deliver = (answer: VisitorReply, jobId?: string) =>
    deliverVisitorReply(lead, answer, jobId);
  /** Delivers the answer twice under two job ids, as two runs of it, and waits for both. */
  const deliverTwice = async (answer: VisitorReply) => {
    const runs = await Promise.all([deliver(answer), deliver(answer, `${answer.inboundId}.again`)]);
    const finished = await Promise.all(runs.map((job) => jobFinished(lead.leadQueue, job)));
    return finished.map((job) => job.returnvalue as string).sort();
  };
  const statusEntries = async (id: string) =>
    (await get(id)).activity.filter((entry) => entry.type === 'status');

  it('adds the answer to the activity once, however often its job runs, and the record waits on us until staff reply', async () => {
    const { id, data } = await storeContact();
    await reply(id);
    expect(await waitingIds()).not.toContain(id);

    const answer = visitorReplyTo(id, data.email);
    expect(await deliverTwice(answer)).toEqual(['added', 'already-added']);

    const detail = await get(id);
    expect(detail.activity.filter((entry) => entry.type === 'visitor-reply')).toEqual([
      {
        type: 'visitor-reply',
        id: answer.inboundId,
        at: answer.receivedAt,
        from: data.email,
        subject: answer.subject,
        text: answer.text,
      },
    ]);
    expect(detail.visitorReplyAt).toBe(answer.receivedAt);
    expect(await waitingIds()).toContain(id);
    await lead.flushEvents();
    expect(lead.events).toContainEqual({ type: 'visitor.replied', kind: 'contact', id });

    // The gateway's mapping of staff addresses to ids leaves the visitor's entry unnamed.
    await lead.ask(staffRpc.mapStaffIds(ServiceName.Lead), { accounts: {} });
    expect(
      await lead.db.query(`SELECT "actorId", "actorEmail" FROM activity_entries WHERE id = $1`, [
        answer.inboundId,
      ]),
    ).toEqual([{ actorId: null, actorEmail: null }]);

    const answered = await reply(id);
    expect(answered.visitorReplyAt).toBeNull();
    expect(await waitingIds()).not.toContain(id);
  });

  it("hands each answer to the gateway once, with the record's owner, for their mail", async () => {
    const { id, data } = await storeContact();
    await lead.ask(staffRpc.setOwner('contact'), { id, ownerId: ANA, actorId: ANA });
    const answer = visitorReplyTo(id, data.email);
    expect(await deliverTwice(answer)).toEqual(['added', 'already-added']);

    const handed = (await gateway.getJobs(['waiting'])).filter(
      (job) => job.data.inboundId === answer.inboundId,
    );
    expect(handed.map(({ id, name, data }) => ({ id, name, data }))).toEqual([
      {
        id: visitorReplyMailId(answer.inboundId),
        name: JobName.VisitorReplyAdded,
        data: { kind: 'contact', recordId: id, inboundId: answer.inboundId, ownerId: ANA },
      },
    ]);
  });

  it('reopens a closed contact to in progress, by the visitor, once however often the answer runs', async () => {
    const { id, data } = await storeContact();
    await lead.ask(staffRpc.setStatus('contact'), { id, status: 'resolved', actorId: ANA });

    expect(await deliverTwice(visitorReplyTo(id, data.email))).toEqual(['added', 'already-added']);
    const detail = await get(id);
    expect(detail.status).toBe('in_progress');
    expect(await statusEntries(id)).toEqual([
      expect.objectContaining({ actorId: ANA, from: 'new', to: 'resolved' }),
      expect.objectContaining({ actorId: VISITOR_ACTOR_ID, from: 'resolved', to: 'in_progress' }),
    ]);
    await lead.flushEvents();
    expect(
      lead.events.filter((event) => event.type === 'status.changed' && event.id === id),
    ).toEqual([
      expect.objectContaining({ to: 'resolved' }),
      {
        type: 'status.changed',
        kind: 'contact',
        id,
        from: 'resolved',
        to: 'in_progress',
        actorId: VISITOR_ACTOR_ID,
      },
    ]);
    expect(await waitingIds()).toContain(id);
  });

  it('leaves an open contact, and a closed record of a kind that does not reopen, where they are', async () => {
    const open = await storeContact();
    expect(await deliverTwice(visitorReplyTo(open.id, open.data.email))).toContain('added');
    expect((await get(open.id)).status).toBe('new');
    expect(await statusEntries(open.id)).toEqual([]);

    const hire = await storeLead(lead, 'developer-hire');
    await lead.ask(staffRpc.setStatus('developer-hire'), {
      id: hire.id,
      status: 'hired',
      actorId: ANA,
    });
    const answer = { ...visitorReplyTo(hire.id, hire.data.email), kind: 'developer-hire' as const };
    expect(await deliverTwice(answer)).toEqual(['added', 'already-added']);
    const detail = await lead.ask<Detailed<RecordOf['developer-hire']>>(
      staffRpc.get('developer-hire'),
      { id: hire.id },
    );
    expect(detail.activity.map((entry) => entry.type)).toContain('visitor-reply');
    expect(detail.status).toBe('hired');
  });

  it('fails the job for good when the record is not there, and keeps it in the failed set', async () => {
    const job = await deliver(visitorReplyTo(randomUUID(), 'nobody@example.com'));
    await waitFor(async () => (await job.getState()) === 'failed', {
      what: 'the reply to no record to fail',
    });
    expect((await lead.leadQueue.getJob(job.id!))!.failedReason).toMatch(/No contact record/);
  });

  it('answers which record a message answers: the record named, else the newest open one of the sender', async () => {
    const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
    const older = await storeContact({ email });
    const newer = await storeContact({ email: email.toUpperCase() });
    const match = (request: unknown) =>
      lead.ask<RecordMatch | null>(inboundRpc.match(ServiceName.Lead), request);

    expect(await match({ recordId: older.id })).toMatchObject({
      kind: 'contact',
      recordId: older.id,
    });
    expect(await match({ email })).toMatchObject({ kind: 'contact', recordId: newer.id });
    expect(await match({ recordId: randomUUID() })).toBeNull();

    // A closed lead is not answered by address: the sender's open one is.
    await lead.ask(staffRpc.setStatus('contact'), { id: newer.id, status: 'closed', actorId: ANA });
    expect(await match({ email })).toMatchObject({ recordId: older.id });
  });
});
