import type {
  PersonInboundMail,
  PersonMail,
  Person,
  PersonRecord,
} from '@bytecraft/contracts/people';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { byKind } from '@bytecraft/contracts/records';

/** Each kind as one record of it is named in a person's timeline, as its definition says. */
export const KIND_LABELS = byKind((kind) => kind.recordTitle);

/** What the person's timeline shows of a record's activity: what they said and were told. */
type ShownEntry = Extract<ActivityEntry, { type: 'status' | 'note' | 'reply' }>;

/** One line of the timeline: a record sent, something done to it, a mail to them or from them. */
export type TimelineItem =
  | { type: 'record'; at: string; key: string; item: PersonRecord }
  | { type: 'activity'; at: string; key: string; item: PersonRecord; entry: ShownEntry }
  | { type: 'mail'; at: string | null; key: string; mail: PersonMail }
  | { type: 'inbound'; at: string; key: string; mail: PersonInboundMail };

/** When the record was sent: a subscription when it was asked for, any other when it came in. */
export const receivedAt = ({ record }: PersonRecord) =>
  'createdAt' in record ? record.createdAt : record.subscribedAt;

const shown = (entry: ActivityEntry): entry is ShownEntry =>
  entry.type === 'status' || entry.type === 'note' || entry.type === 'reply';

/**
 * Everything stored of the person in one list, newest first: each record, its status changes,
 * notes and replies (from its activity), the mails sent to them and those they sent us. A mail
 * not sent yet has no time and goes first.
 */
export function timelineOf(person: Person): TimelineItem[] {
  const items: TimelineItem[] = person.records.flatMap((item) => {
    const { kind, record } = item;
    const entries = record.activity.filter(shown);
    return [
      { type: 'record' as const, at: receivedAt(item), key: `${kind}/${record.id}`, item },
      ...entries.map((entry, index) => ({
        type: 'activity' as const,
        at: entry.at,
        key: `${kind}/${record.id}/${index}`,
        item,
        entry,
      })),
    ];
  });
  for (const mail of person.mails) {
    items.push({ type: 'mail', at: mail.sentAt, key: `mail/${mail.deliveryId}`, mail });
  }
  for (const mail of person.inbound) {
    items.push({ type: 'inbound', at: mail.receivedAt, key: `inbound/${mail.id}`, mail });
  }
  const time = (at: string | null) => (at ? Date.parse(at) : Number.POSITIVE_INFINITY);
  return items.sort((a, b) => time(b.at) - time(a.at));
}
