import {
  ERASURE_PARTS,
  type Erasure,
  type ErasurePartProgress,
  type Person,
  type PersonInboundMail,
  type PersonMail,
} from '@bytecraft/contracts/people';

// Factories of the person view and erasures (bulletproof-react's data generators), beside
// staff-data.ts's records: each test names only what it is about.
let sequence = 0;

/** What one address sent: nothing, unless the test gives it records and mails. */
export function person(overrides: Partial<Person> = {}): Person {
  return { email: 'asha@example.com', records: [], mails: [], inbound: [], ...overrides };
}

export function personMail(overrides: Partial<PersonMail> = {}): PersonMail {
  return {
    deliveryId: `delivery-${++sequence}`,
    template: 'contact-confirmation',
    status: 'sent',
    sentAt: new Date(Date.UTC(2026, 0, 15, 12)).toISOString(),
    ...overrides,
  };
}

/** A mail the address sent us, matched to no record unless the test says which. */
export function personInboundMail(overrides: Partial<PersonInboundMail> = {}): PersonInboundMail {
  return {
    id: crypto.randomUUID(),
    subject: 'Re: your enquiry',
    receivedAt: new Date(Date.UTC(2026, 0, 16, 8)).toISOString(),
    record: null,
    text: 'Friday works for us.',
    attachments: [],
    ...overrides,
  };
}

const pending: ErasurePartProgress = { status: 'pending', counts: {}, finishedAt: null };

/** An erasure just asked for: every part pending, unless the test says what each has done. */
export function erasure(
  parts: Partial<Erasure['parts']> = {},
  overrides: Partial<Erasure> = {},
): Erasure {
  const all = Object.fromEntries(
    ERASURE_PARTS.map((part) => [part, parts[part] ?? pending]),
  ) as Erasure['parts'];
  return {
    id: '0e0e0e0e-0000-4000-8000-000000000001',
    reason: 'request',
    requestedById: '0e0e0e0e-0000-4000-8000-0000000000a1',
    requestedAt: new Date(Date.UTC(2026, 0, 15, 12)).toISOString(),
    emailHash: 'c0ffee',
    status: ERASURE_PARTS.every((part) => all[part].status === 'done') ? 'done' : 'in-progress',
    parts: all,
    ...overrides,
  };
}

/** A part that has reported what it erased. */
export const donePart = (counts: ErasurePartProgress['counts'] = {}): ErasurePartProgress => ({
  status: 'done',
  counts,
  finishedAt: new Date(Date.UTC(2026, 0, 15, 12, 1)).toISOString(),
});
