import { RECORD_KINDS, type RecordKind, type RecordOf } from '@bytecraft/contracts/records';
import type { FilterParam } from '@bytecraft/contracts/records/base';
import { labelOf, type Option } from '@bytecraft/contracts/options';
import { VISITOR_LABELS } from '@bytecraft/contracts/fields';
import type { ToastText } from '../../lib/toasts';
import type { StaffRecord } from './api/records-api';

export interface Fact {
  label: string;
  value: string | null | undefined;
}

/** A card button: shown on a record in `from`, it moves it to `to`. */
export interface CardAction {
  from: string;
  to: string;
  label: string;
}

/** A filter of one kind's own (a job application's position): a select beside the status. */
export interface ScreenFilter {
  param: FilterParam;
  label: string;
  /** What the empty value reads as: 'All Positions'. */
  allLabel: string;
  options: readonly string[];
  labelOf: (value: string) => string;
}

/**
 * Everything that sets one kind's screen apart (`kinds/<id>.ts`); the screen itself is the same
 * for all.
 */
export interface RecordScreen<R = StaffRecord> {
  kind: RecordKind;
  /** The section name, as the sidebar and header show it. */
  title: string;
  /** 'contacts' in 'No contacts found' and 'No contacts yet.' */
  plural: string;
  /** Its workflow (first = the default shown for an unknown status); empty: none. */
  statuses: readonly string[];
  pageSize: number;
  searchPlaceholder: string;
  /** The toast when the list cannot be loaded; a network failure may read differently. */
  loadFailed: (network: boolean) => ToastText;
  /** The toast when the server refuses a status change. */
  updateFailed?: ToastText;
  cardActions: readonly CardAction[];
  /** The detail dialog's status dropdown, which sets any of the kind's statuses. */
  statusSelect: boolean;
  /** Whether the record opens in a detail dialog at all (newsletter rows do not). */
  hasDetail: boolean;
  /** The board view: a column per status, a card dragged across changes it. */
  board: boolean;
  /** How a new one reads among the dashboard's recent submissions ('sent a contact message'). */
  arrival?: string;
  heading: (record: R) => string;
  subheading: (record: R) => string | null | undefined;
  /** Short facts on the card. */
  facts: (record: R) => Fact[];
  /** Every field, in the detail dialog. */
  details: (record: R) => Fact[];
  /** A longer text shown clipped on the card and whole in the dialog. */
  body?: (record: R) => { label: string; text: string | null };
  date: (record: R) => string;
  /** The file the record carries (a resume), streamed back through the staff route. */
  file?: (record: R) => { href: string; name: string; type: string } | null;
  /** Filters of its kind alone, as its definition names them (`filters`). */
  filters?: readonly ScreenFilter[];
  /** A label beside the status (or instead of it, for kinds without one). */
  badge?: (record: R) => { label: string; color: 'success' | 'warning' | 'default' } | null;
}

/**
 * 'Search by name, email or job title': the columns the server searches, named as words
 * ('jobTitle' → 'job title'), so the hint follows the contract when a column is added.
 */
function searchPlaceholderOf(kind: RecordKind) {
  const words = RECORD_KINDS[kind].searchFields.map((field) =>
    field.replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`),
  );
  const last = words.pop();
  return `Search by ${words.length ? `${words.join(', ')} or ${last}` : last}`;
}

/**
 * A kind's screen: what it writes of its own, with its title, workflow, page size and search
 * hint read from the kind's rules. Typed by its kind's record where it is written, and as any
 * record's where the shared screen reads it.
 */
export function recordScreen<K extends RecordKind>(
  kind: K,
  config: Omit<
    RecordScreen<RecordOf[K]>,
    'kind' | 'title' | 'statuses' | 'pageSize' | 'searchPlaceholder'
  >,
): RecordScreen & { kind: K } {
  return {
    kind,
    title: RECORD_KINDS[kind].sectionTitle,
    statuses: RECORD_KINDS[kind].statuses,
    pageSize: RECORD_KINDS[kind].defaultLimit,
    searchPlaceholder: searchPlaceholderOf(kind),
    ...config,
  } as unknown as RecordScreen & { kind: K };
}

export const failed = (what: string): ToastText => ({
  title: 'Error',
  message: `Failed to ${what}. Please try again.`,
});

/** An option's label, or nothing when the visitor chose none. */
export const option = (options: readonly Option[], value: string | null | undefined) =>
  value ? labelOf(options, value) : null;

/** The visitor's address and phone, first in every detail. */
export const person = (record: { email: string; phone: string | null }): Fact[] => [
  { label: VISITOR_LABELS.email, value: record.email },
  { label: VISITOR_LABELS.phone, value: record.phone },
];

/** A status outside the kind's list shows as its first (default) status. */
export function shownStatus(screen: RecordScreen, record: StaffRecord): string | null {
  if (!screen.statuses.length || !('status' in record)) return null;
  return screen.statuses.includes(record.status) ? record.status : screen.statuses[0];
}
