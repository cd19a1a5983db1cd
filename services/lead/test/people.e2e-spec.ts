import { peopleRpc, type PersonHoldings } from '@bytecraft/contracts/people';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { RECORD_KINDS } from '@bytecraft/contracts/records';
import { capturedLogs } from '@bytecraft/testing/log-lines';
import { monthsBefore, personScope, retentionScope } from '@bytecraft/testing/erasures';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  KINDS,
  LEAD_KINDS,
  startLead,
  storeLead,
  type LeadHarness,
  type LeadKind,
} from './lead-harness';

const STAFF = randomUUID();
const REFUSED = { status: 'error', message: 'Internal server error' };
const address = (name: string) => `${name}.${randomBytes(3).toString('hex')}@example.com`;

const { lines, logger } = capturedLogs('lead');

/**
 * A person in the lead service: every record of one address across its four kinds,
 * as the person view reads them, and the erasure of them, by address or by retention.
 */
describe('lead service: a person', () => {
  let lead: LeadHarness;

  beforeAll(async () => {
    lead = await startLead('people', logger);
  });

  afterAll(() => lead?.stop());

  /** Stores one record of the kind from `email` as the gateway submits it, dated `receivedAt`. */
  const submit = async (kind: LeadKind, email: string, receivedAt = new Date()) =>
    (await storeLead(lead, kind, { email }, receivedAt)).id;

  /** One record of each kind from `email`, a minute apart, oldest first; the contact worked. */
  async function onePerKind(email: string) {
    const start = Date.now() - 3600_000;
    const ids = {} as Record<LeadKind, string>;
    for (const [i, kind] of LEAD_KINDS.entries()) {
      ids[kind] = await submit(kind, email, new Date(start + i * 60_000));
    }
    await work('contact', ids['contact']);
    return ids;
  }

  /** Moves a record to its kind's second status: a line of its activity. */
  const move = (kind: LeadKind, id: string) =>
    lead.ask(staffRpc.setStatus(kind), {
      id,
      status: RECORD_KINDS[kind].statuses[1],
      actorId: STAFF,
    });

  /** A status change, a note and a reply: the record's activity. */
  async function work(kind: LeadKind, id: string) {
    await move(kind, id);
    await lead.ask(staffRpc.addNote(kind), { id, text: 'Called back', actorId: STAFF });
    await lead.ask(staffRpc.reply(kind), {
      id,
      subject: 'Your request',
      body: 'Thank you',
      actorId: STAFF,
      senderName: 'Ana',
    });
  }

  const find = (email: string) =>
    lead.ask<PersonHoldings>(peopleRpc.find(ServiceName.Lead), { email });

  /** The rows of these records, and of their activity, still stored. */
  async function stored(ids: string[]) {
    const count = async (sql: string) => (await lead.db.query<{ n: number }>(sql, [ids]))[0].n;
    return {
      records: await count(
        `SELECT (${Object.values(KINDS)
          .map(({ table }) => `(SELECT count(*) FROM ${table} WHERE id = ANY($1))`)
          .join(' + ')})::int AS n`,
      ),
      activity: await count(
        `SELECT count(*)::int AS n FROM activity_entries WHERE "recordId" = ANY($1)`,
      ),
    };
  }

  it("finds every record of the address in every kind, newest first, whatever its case, each as its detail; not another address's", async () => {
    const email = address('priya.nair');
    const ids = await onePerKind(email);
    // The same address typed otherwise is the same person; another address is not.
    await submit('contact', email.toUpperCase());
    await submit('contact', address('someone.else'));

    const { records, mails } = await find(email.replace('priya', 'PRIYA'));
    expect(mails).toEqual([]);
    expect(records).toHaveLength(5);
    expect(records.map(({ kind }) => kind)).toEqual(['contact', ...[...LEAD_KINDS].reverse()]);
    expect(records.every(({ record }) => record.email.toLowerCase() === email)).toBe(true);

    const contact = records.find(({ record }) => record.id === ids['contact'])!;
    expect(contact.record).toEqual(await lead.ask(staffRpc.get('contact'), { id: ids['contact'] }));
    expect(
      contact.record.activity.flatMap((entry) => (entry.type === 'status' ? [entry.to] : [])),
    ).toEqual(['in_progress']);
    expect(contact.record.activity.map(({ type }) => type)).toEqual(
      expect.arrayContaining(['status', 'note', 'reply']),
    );
  });

  it('answers nothing for an address it does not hold, and refuses what is no address', async () => {
    expect(await find(address('nobody'))).toEqual({ records: [], mails: [], inbound: [] });
    await expect(find('not an address')).rejects.toEqual(REFUSED);
    await expect(lead.ask(peopleRpc.find(ServiceName.Lead), {})).rejects.toEqual(REFUSED);
  });

  it("erases every record of the address with its activity, reports the counts, and leaves another's; a re-delivery erases nothing and reports zero; a later submission is a new record", async () => {
    const email = address('erased');
    const ids = Object.values(await onePerKind(email));
    const upperCase = await submit('consultation', email.toUpperCase());
    const other = await submit('contact', address('kept'));
    await work('contact', other);
    const othersBefore = await stored([other]);

    const erasureId = randomUUID();
    expect(await lead.erase({ erasureId, scope: personScope(email) })).toEqual({
      erasureId,
      part: ServiceName.Lead,
      counts: {
        contact: 1,
        'schedule-call': 1,
        consultation: 2,
        'developer-hire': 1,
        'visitor-replies': 0,
      },
    });
    expect(await stored([...ids, upperCase])).toEqual({ records: 0, activity: 0 });
    expect(await find(email)).toEqual({ records: [], mails: [], inbound: [] });
    expect(othersBefore).toEqual({ records: 1, activity: 3 });
    expect(await stored([other])).toEqual(othersBefore);

    expect(await lead.erase({ erasureId, scope: personScope(email) })).toEqual({
      erasureId,
      part: ServiceName.Lead,
      counts: {
        ...Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])),
        'visitor-replies': 0,
      },
    });
    expect(await stored([other])).toEqual(othersBefore);

    const later = await submit('contact', email);
    expect((await find(email)).records.map(({ record }) => record.id)).toEqual([later]);
  });

  it('erases by retention only the records whose last contact is past their kind’s months: one submitted long ago but worked lately stays', async () => {
    const now = new Date();
    const longAgo = monthsBefore(now, 40);
    const recently = monthsBefore(now, 30);
    const someone = () => address('retained');
    const idle = await submit('contact', someone(), longAgo);
    const movedLately = await submit('contact', someone(), longAgo);
    await move('contact', movedLately);
    const notedLately = await submit('schedule-call', someone(), longAgo);
    await lead.ask(staffRpc.addNote('schedule-call'), {
      id: notedLately,
      text: 'Still interested',
      actorId: STAFF,
    });
    const young = await submit('consultation', someone(), recently);
    // Worked, but long ago: its activity is as old as it, and goes with it.
    const workedLongAgo = await submit('developer-hire', someone(), longAgo);
    await work('developer-hire', workedLongAgo);
    await lead.db.query(`UPDATE activity_entries SET "at" = $2 WHERE "recordId" = $1`, [
      workedLongAgo,
      monthsBefore(now, 39),
    ]);

    const erasureId = randomUUID();
    expect(await lead.erase({ erasureId, scope: retentionScope(now) })).toEqual({
      erasureId,
      part: ServiceName.Lead,
      counts: {
        contact: 1,
        'schedule-call': 0,
        consultation: 0,
        'developer-hire': 1,
      },
    });
    expect(await stored([idle, workedLongAgo])).toEqual({ records: 0, activity: 0 });
    expect((await stored([movedLately, notedLately, young])).records).toBe(3);
  });

  it('logs no address while finding and erasing people: an erasure logs its counts', async () => {
    const email = address('unlogged');
    await onePerKind(email);
    await find(email);
    const erasureId = randomUUID();
    await lead.erase({ erasureId, scope: personScope(email) });
    const completed = lines
      .map((line) => JSON.parse(line) as { msg: string; jobId?: string; result?: unknown })
      .find((line) => line.msg === 'job completed' && line.jobId === erasureId);
    expect(completed?.result).toEqual({
      contact: 1,
      'schedule-call': 1,
      consultation: 1,
      'developer-hire': 1,
      'visitor-replies': 0,
    });
    // Every address this suite used is of example.com: none in any line.
    expect(lines.filter((line) => line.includes('@example.com'))).toEqual([]);
  });

  it('finds a person from an index of the lower-cased address in every table, not a scan', async () => {
    const tables = Object.values(KINDS).map(({ table }) => table);
    const indexes = await lead.db.query<{ tablename: string; indexdef: string }>(
      `SELECT tablename, indexdef FROM pg_indexes WHERE indexname = tablename || '_person'`,
    );
    expect(indexes.map(({ tablename }) => tablename).sort()).toEqual([...tables].sort());
    expect(indexes.every(({ indexdef }) => indexdef.includes('(lower((email)::text))'))).toBe(true);
  });
});
