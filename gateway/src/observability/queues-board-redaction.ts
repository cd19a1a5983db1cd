import { MAIL_LINK_PURPOSES } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { ERASURE_PARTS } from '@bytecraft/contracts/people';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { RECORD_KIND_IDS } from '@bytecraft/contracts/records';

/** What a masked value reads as on the board. */
export const MASKED = '[masked]';

/** The names jobs are written in, all ours: a job's data shows them as they are. */
const OUR_NAMES: ReadonlySet<string> = new Set<string>([
  ...Object.values(QueueName),
  ...Object.values(JobName),
  ...Object.values(MailTemplate),
  ...Object.values(StaffMailbox),
  ...RECORD_KIND_IDS,
  ...ERASURE_PARTS,
  ...MAIL_LINK_PURPOSES,
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const WHOLE_NUMBER = /^\d{1,15}$/;

const isName = (part: string) => UUID.test(part) || OUR_NAMES.has(part);

/**
 * An id, a time or one of our names, or ids, names and numbers joined (a delivery id:
 * `<id>.<time>.<template>`). Digits alone are not ours: they may be a phone number.
 */
function isOurs(value: string): boolean {
  if (ISO_TIME.test(value)) return true;
  const parts = value.split(/[.+]/);
  return parts.some(isName) && parts.every((part) => isName(part) || WHOLE_NUMBER.test(part));
}

/**
 * A job's data or return value as the board shows it: its shape, numbers, ids, times and our
 * names, every other string masked. What a visitor or a member typed, an address, a sealed
 * link, a resume's name: none is ours, so none is shown. Kept to what is known, a field a job
 * gains later is masked until its values are ours.
 */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return isOurs(value) ? value : MASKED;
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, redactValue(inner)]),
    );
  }
  return value;
}

const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
const QUOTED = /"[^"]*"/g;
const SEALED = /v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+/g;

/**
 * A failed job's reason or stack, or a job's log line, as the board shows it: our words and the
 * code's frames, with addresses, sealed links and quoted values (where an error repeats what it
 * failed on) masked.
 */
export const redactText = (text: string): string =>
  text.replace(ADDRESS, MASKED).replace(SEALED, MASKED).replace(QUOTED, `"${MASKED}"`);

/** A job as the board's API answers it (Bull Board's `formatJob`), the parts it carries text in. */
interface BoardJob {
  failedReason?: unknown;
  stacktrace?: unknown;
}

/** The failed reason and stack of a job the board answers, masked (`redactText`). */
export function redactFailure(job: BoardJob): void {
  if (typeof job.failedReason === 'string') job.failedReason = redactText(job.failedReason);
  if (Array.isArray(job.stacktrace)) {
    job.stacktrace = job.stacktrace.map((line) =>
      typeof line === 'string' ? redactText(line) : line,
    );
  }
}
