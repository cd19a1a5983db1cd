import type { DeliveryBounce } from '@bytecraft/contracts/records/work';
import type { ParsedMail } from 'mailparser';

/** What a delivery status notification says of a mail we sent. */
export interface Bounce {
  /** The Message-IDs of the mail it reports on, from the headers it returns. */
  messageIds: string[];
  /** Refused for good (5.x.x) or for now (4.x.x); undefined for a report of no failure. */
  failure: DeliveryBounce | undefined;
}

/** The parts a report returns the original in: the whole message, or its headers. */
const ORIGINAL_TYPES = [
  'message/rfc822',
  'text/rfc822-headers',
  'message/global',
  'message/global-headers',
];
const REPORT_TYPES = ['message/delivery-status', 'message/global-delivery-status'];

const contentOf = (parsed: ParsedMail, types: string[]) =>
  parsed.attachments
    .find((part) => types.includes(part.contentType.toLowerCase()))
    ?.content.toString('utf8') ?? '';

/**
 * A delivery status notification (multipart/report; report-type=delivery-status, RFC 3464),
 * read for the mail it reports on and its first recipient's status; undefined for any other
 * message. Only the returned headers are read, never its body, which may quote anyone.
 */
export function bounceOf(parsed: ParsedMail): Bounce | undefined {
  const type = parsed.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  if (
    type?.value?.toLowerCase() !== 'multipart/report' ||
    type.params?.['report-type']?.toLowerCase() !== 'delivery-status'
  ) {
    return undefined;
  }
  const report = contentOf(parsed, REPORT_TYPES);
  const original = contentOf(parsed, ORIGINAL_TYPES);
  const headers = original.split(/\r?\n\r?\n/)[0];
  const status = /^Status:\s*([45]\.\d{1,3}\.\d{1,3})\b/im.exec(report)?.[1];
  return {
    messageIds: [...headers.matchAll(/^Message-ID:\s*(<[^<>\s]+>)/gim)].map((match) => match[1]),
    failure: status ? { type: status.startsWith('5') ? 'hard' : 'soft', status } : undefined,
  };
}
