import type { RecordOf } from '@bytecraft/contracts/records';
import type { Page } from '@bytecraft/contracts/records/lists';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { DueTimes } from '@bytecraft/service-runtime/records/due-times';
import { OwnedRecords } from '@bytecraft/service-runtime/records/records.module';
import { personScope } from '@bytecraft/testing/erasures';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  replyToContact,
  startLead,
  storeLead,
  visitorAnswered,
  type LeadHarness,
  type LeadKind,
} from './lead-harness';

const ANA = randomUUID();
const HOUR = 3_600_000;
type Contact = Detailed<RecordOf['contact']>;

const after = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);
const iso = (date: Date) => date.toISOString();

/**
 * Each open lead carries when our next answer is due, kept by the lead service: the first from
 * its submission, gone once staff reply, due again from the visitor's mailed answer. Lists
 * filter what is at risk or past due at the service's clock, set here, and sort by it.
 */
describe('lead service: due times', () => {
  let lead: LeadHarness;
  let clock = new Date();

  beforeAll(async () => {
    lead = await startLead('due-times');
    lead.app.get(DueTimes).now = () => clock;
  });

  afterAll(() => lead?.stop());

  /** A lead of `kind` received at `receivedAt`, its name carrying `tag` for the lists to find. */
  const store = (kind: LeadKind, receivedAt: Date, tag = randomBytes(4).toString('hex')) =>
    storeLead(lead, kind, { name: `Asha ${tag}` }, receivedAt);

  const get = (id: string) => lead.ask<Contact>(staffRpc.get('contact'), { id });
  const listed = async (query: Record<string, string>) =>
    (
      await lead.ask<Page<RecordOf['contact']>>(staffRpc.list('contact'), {
        limit: '100',
        ...query,
      })
    ).data.map(({ id }) => id);
  const reply = (id: string) => replyToContact(lead, id, ANA);
  const setStatus = (id: string, status: string) =>
    lead.ask<Contact>(staffRpc.setStatus('contact'), { id, status, actorId: ANA });

  it('dues a contact’s first answer 24 hours from its submission, at risk over the last 6', async () => {
    const received = new Date('2026-03-06T10:30:00Z');
    const { id } = await store('contact', received);
    const detail = await get(id);
    expect(detail).toMatchObject({
      dueAt: iso(after(received, 24)),
      atRiskAt: iso(after(received, 18)),
    });
  });

  it('counts a scheduled call’s first answer in business hours, over the weekend', async () => {
    // Friday 16:00 in Kolkata (the default business hours' zone, Monday to Friday 09:00-17:00):
    // one hour on Friday, then Monday and Tuesday, then seven hours of Wednesday.
    const { id } = await store('schedule-call', new Date('2026-03-06T10:30:00Z'));
    const call = await lead.ask<Detailed<RecordOf['schedule-call']>>(
      staffRpc.get('schedule-call'),
      { id },
    );
    expect(call).toMatchObject({
      dueAt: '2026-03-11T10:30:00.000Z',
      atRiskAt: '2026-03-11T04:30:00.000Z',
    });
  });

  it('clears the due time when staff reply, and dues the next answer from the visitor’s', async () => {
    const received = new Date('2026-03-02T08:00:00Z');
    const { id } = await store('contact', received);
    const answered = await reply(id);
    expect(answered).toMatchObject({ dueAt: null, atRiskAt: null });

    const answeredAgain = after(received, 30);
    await visitorAnswered(lead, id, answeredAgain);
    expect(await get(id)).toMatchObject({
      visitorReplyAt: iso(answeredAgain),
      dueAt: iso(after(answeredAgain, 4)),
      atRiskAt: iso(after(answeredAgain, 3)),
    });

    expect(await reply(id)).toMatchObject({ dueAt: null, atRiskAt: null });
  });

  it('keeps nothing due of a closed lead, and dues it again when it reopens', async () => {
    const received = new Date('2026-03-02T08:00:00Z');
    const { id } = await store('contact', received);
    expect(await setStatus(id, 'closed')).toMatchObject({ dueAt: null, atRiskAt: null });
    expect(await setStatus(id, 'in_progress')).toMatchObject({
      dueAt: iso(after(received, 24)),
    });
  });

  it('lists what is at risk or past due at its clock, and sorts the soonest due first', async () => {
    const tag = randomBytes(4).toString('hex');
    const start = new Date('2026-04-01T00:00:00Z');
    const first = await store('contact', start, tag);
    const second = await store('contact', after(start, 2), tag);
    const third = await store('contact', after(start, 10), tag);
    const answered = await store('contact', start, tag);
    await reply(answered.id);

    clock = after(start, 19);
    expect(await listed({ q: tag, due: 'at-risk' })).toEqual([first.id]);
    expect(await listed({ q: tag, due: 'breached' })).toEqual([]);

    clock = after(start, 25);
    expect(await listed({ q: tag, due: 'breached' })).toEqual([first.id]);
    expect(await listed({ q: tag, due: 'at-risk' })).toEqual([second.id]);
    expect(await listed({ q: tag, sort: 'due' })).toEqual([
      first.id,
      second.id,
      third.id,
      answered.id,
    ]);
    // Without a search too, the page read from the due index.
    const soonest = await listed({ sort: 'due', due: 'breached' });
    expect(soonest).toContain(first.id);
    expect(soonest).not.toContain(second.id);
  });

  it('gives a waiting lead stored before due times were kept its due time, as the service does at start', async () => {
    const received = new Date('2026-03-03T08:00:00Z');
    const { id } = await store('contact', received);
    await lead.db.query(`UPDATE contacts SET "dueAt" = NULL, "atRiskAt" = NULL WHERE id = $1`, [
      id,
    ]);
    expect(await get(id)).toMatchObject({ dueAt: null });
    expect(await lead.app.get(OwnedRecords).workedOf('contact').fillDueTimes()).toBe(1);
    expect(await get(id)).toMatchObject({
      dueAt: iso(after(received, 24)),
      atRiskAt: iso(after(received, 18)),
    });
  });

  it('keeps nothing due of a lead whose only unanswered mail is erased with its sender', async () => {
    const received = new Date('2026-03-02T08:00:00Z');
    const { id } = await store('contact', received);
    await reply(id);
    // A colleague of the visitor answers in the thread; then asks to be erased.
    const colleague = `ravi.${randomBytes(4).toString('hex')}@example.com`;
    await visitorAnswered(lead, id, after(received, 30), colleague);
    expect(await get(id)).toMatchObject({ dueAt: iso(after(received, 34)) });
    await lead.erase({ erasureId: randomUUID(), scope: personScope(colleague) });
    expect(await get(id)).toMatchObject({ visitorReplyAt: null, dueAt: null, atRiskAt: null });
  });

  it('refuses a due filter or sort it does not know', async () => {
    await expect(listed({ due: 'soon' })).rejects.toBeDefined();
    await expect(listed({ sort: 'name' })).rejects.toBeDefined();
  });
});
