import { inboundRpc, type RecordMatch, type VisitorReply } from '@bytecraft/contracts/inbound';
import type { RecordOf } from '@bytecraft/contracts/records';
import type { Page } from '@bytecraft/contracts/records/lists';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { jobFinished } from '@bytecraft/testing/jobs';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomUUID } from 'node:crypto';
import {
  deliverVisitorReply,
  KINDS,
  replyToContact,
  startLead,
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

  beforeAll(async () => {
    lead = await startLead('visitor-replies');
  });

  afterAll(() => lead?.stop());

  async function storeContact(overrides: Record<string, unknown> = {}) {
    const submission = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      data: KINDS.contact.build(overrides),
    };
    await lead.process(KINDS.contact.job, submission);
    return submission;
  }

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

  it('adds the answer to the activity once, however often its job runs, and the record waits on us until staff reply', async () => {
    const { id, data } = await storeContact();
    await reply(id);
    expect(await waitingIds()).not.toContain(id);

    const answer = visitorReplyTo(id, data.email);
    const runs = await Promise.all([deliver(answer), deliver(answer, `${answer.inboundId}.again`)]);
    const finished = await Promise.all(runs.map((job) => jobFinished(lead.leadQueue, job)));
    expect(finished.map((job) => job.returnvalue as string).sort()).toEqual([
      'added',
      'already-added',
    ]);

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
