import {
  RECORD_KINDS,
  kindOf,
  type KindOf,
  type RecordKind,
  type RecordOf,
} from '@bytecraft/contracts/records';
import type { FilterParam, RecordBase } from '@bytecraft/contracts/records/base';
import { labelOf, type FieldOptions, type Option } from '@bytecraft/contracts/options';
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

export const failed = (what: string): ToastText => ({
  title: 'Error',
  message: `Failed to ${what}. Please try again.`,
});

/** An option's label, or nothing when the visitor chose none. */
export const option = (options: readonly Option[], value: string | null | undefined) =>
  value ? labelOf(options, value) : null;

/** The visitor's address and phone, first in every detail. */
const person = (record: { email?: string; phone?: string | null }): Fact[] => [
  { label: VISITOR_LABELS.email, value: record.email },
  { label: VISITOR_LABELS.phone, value: record.phone },
];

type Derived = 'kind' | 'title' | 'statuses' | 'pageSize' | 'searchPlaceholder';
type Defaulted =
  | 'loadFailed'
  | 'cardActions'
  | 'statusSelect'
  | 'hasDetail'
  | 'board'
  | 'heading'
  | 'subheading'
  | 'date';

/** The fields of a record that read as text, which a fact may show as they are. */
type TextField<R> = {
  [F in keyof R]-?: R[F] extends string | null | undefined ? F : never;
}[keyof R];

/**
 * One fact of a kind's card or detail: a field its definition labels, shown as it is or, with
 * options, by its option's label; or a fact of its own.
 */
export type FactOf<K extends RecordKind> = LabelledField<K> | ((record: RecordOf[K]) => Fact);

/** A field of a kind's record that its definition labels and that reads as text. */
type LabelledField<K extends RecordKind> = Extract<
  keyof KindOf<K>['labels'],
  TextField<RecordOf[K]>
>;

/**
 * What a kind writes of its own screen (`kinds/<id>.ts`): its facts by field, and only the
 * settings where it differs from most kinds.
 */
export type ScreenConfig<K extends RecordKind> = Omit<
  RecordScreen<RecordOf[K]>,
  Derived | Defaulted | 'facts' | 'details' | 'body'
> &
  Partial<Pick<RecordScreen<RecordOf[K]>, Defaulted>> & {
    /** Short facts on the card. */
    facts: readonly FactOf<K>[];
    /** The detail dialog's facts after the visitor's address and phone. */
    details?: readonly FactOf<K>[];
    /** The longer text, clipped on the card and whole in the dialog. */
    body?: LabelledField<K>;
  };

/**
 * A kind's screen: what it writes of its own, with its title, workflow, page size, search
 * hint and option labels read from the kind's rules, and the rest as most kinds have it: its
 * load failure named by its plural, a board and a status select where staff set its statuses, a
 * detail dialog, and a visitor's name, company and submission time. Typed by its kind's record
 * where it is written, and as any record's where the shared screen reads it.
 */
export function recordScreen<K extends RecordKind>(
  kind: K,
  { facts, details = [], body, ...config }: ScreenConfig<K>,
): RecordScreen & { kind: K } {
  const definition = kindOf(kind);
  const labels: Readonly<Record<string, string>> = definition.labels;
  // A field with options shows the label of the one picked, as the kind's alert mail does.
  const options: FieldOptions = RECORD_KINDS[kind].options ?? {};
  const shown = (record: RecordOf[K]) => (fact: FactOf<K>) => {
    if (typeof fact === 'function') return fact(record);
    const value = record[fact] as string | null | undefined;
    const choices = options[fact as string];
    return { label: labels[fact as string], value: choices ? option(choices, value) : value };
  };
  const screen: RecordScreen<RecordOf[K] & Partial<RecordBase & { company: string | null }>> = {
    kind,
    title: definition.sectionTitle,
    statuses: definition.statuses,
    pageSize: definition.defaultLimit,
    searchPlaceholder: searchPlaceholderOf(kind),
    loadFailed: () => failed(`fetch ${config.plural}`),
    cardActions: [],
    statusSelect: definition.staffSetsStatus,
    hasDetail: true,
    board: definition.staffSetsStatus && definition.statuses.length > 0,
    heading: (record) => record.name ?? '',
    subheading: (record) => record.company,
    date: (record) => record.createdAt ?? '',
    ...config,
    facts: (record) => facts.map(shown(record)),
    details: (record) => [...person(record), ...details.map(shown(record))],
    body:
      body &&
      ((record) => ({
        label: labels[body as string],
        text: (record[body] as string | null | undefined) ?? null,
      })),
  };
  return screen as unknown as RecordScreen & { kind: K };
}

/** A status outside the kind's list shows as its first (default) status. */
export function shownStatus(screen: RecordScreen, record: StaffRecord): string | null {
  if (!screen.statuses.length || !('status' in record)) return null;
  return screen.statuses.includes(record.status) ? record.status : screen.statuses[0];
}
