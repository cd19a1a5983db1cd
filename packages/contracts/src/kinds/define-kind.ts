import type { z } from '../zod';
import type { MailTemplate, StaffMailbox } from '../mail-templates';
import type { FieldOptions } from '../options';
import type { JobName, QueueName } from '../queues';
import type { FilterParam, KindFilter } from '../records/base';
import type { DuePolicy } from '../records/due';
import type { ServiceName } from '../rpc';
import type { Receipt } from '../submission';

/** A type a definition carries for the registry to read: nothing at run time. */
export interface Shape<T> {
  readonly type?: T;
}

export const shape = <T>(): Shape<T> => ({});

/** A public form whose submissions become records of a kind. */
export interface KindForm {
  /**
   * The payload it sends, with the spec's messages: the form and the gateway both check it. Its
   * fields are what the kind's record keeps as sent.
   */
  schema: z.ZodMiniObject;
  /** Where the form posts, under /api. */
  publicRoute: string;
  /** The job the gateway queues for each accepted submission. */
  job: JobName;
  /** What the visitor reads once the submission is accepted. */
  receipt: Receipt;
}

/** Everything one kind of record is; the registry (`records.ts`) and every layer read it. */
export interface KindDefinition extends Omit<KindForm, 'job'> {
  /** The kind's id: its `kind` in the database, its events and its mails' links. */
  id: string;
  /** The record as staff read it. */
  record: Shape<object>;
  /** The label of each field a visitor sends, in the staff alert and the console alike. */
  labels: Readonly<Record<string, string>>;
  /** The service that owns the table and answers every read and change of it. */
  service: ServiceName;
  /** Where its staff routes live under /api (the spec's paths). */
  staffPath: string;
  /** How staff name one record of it ('Contact form'): a person's timeline, an erasure's counts. */
  recordTitle: string;
  /** Its section's name in the staff console ('Contact Forms'): the sidebar, the header, its screen. */
  sectionTitle: string;
  /** Its section of the staff console, under /admin. */
  consoleSection: string;
  /**
   * Its figures on the staff dashboard: the card they stand on (a card may hold several kinds'),
   * and each figure's name with what it counts: every record (`total`), those in one of its
   * statuses, or those of the last 30 days (`recent`, where the owning service counts them).
   */
  dashboard: { card: string; figures: Readonly<Record<string, string>> };
  /** Its workflow; the first is where a new record starts. Empty: no status to filter or set. */
  statuses: readonly string[];
  /** Whether staff move it through its statuses (newsletter statuses change only by mail link). */
  staffSetsStatus: boolean;
  /**
   * Staff work it (owner, notes, follow-up, replies, bulk changes), and how: the statuses after
   * which it no longer waits for a reply, when its answers are due (what the site promises), and
   * the status a visitor's mailed answer moves a closed record back to. A kind without one keeps
   * its closed records closed: a decision such as a hire is not undone by a thank-you mail.
   */
  work?: { closedStatuses: readonly string[]; due: DuePolicy; reopensTo?: string };
  /** The queue its submissions' jobs travel on, and their job; absent for a kind with no job. */
  queue?: QueueName;
  job?: JobName;
  /** Other forms whose submissions are records of this kind, on the same queue. */
  otherForms?: readonly KindForm[];
  /** Its form's option lists, by field: the alert shows the label of the option picked. */
  options?: FieldOptions;
  /** The upload a submission carries beside its fields, when it does. */
  resume?: 'required' | 'optional';
  /** A submission's two mails (the visitor's confirmation, staff's alert) and staff's mailbox. */
  mail?: { confirmation: MailTemplate; alert: MailTemplate; mailbox: StaffMailbox };
  /**
   * Months a record is kept after its last contact (a subscription: after unsubscribing); the
   * privacy and GDPR pages state them.
   */
  retentionMonths: number;
  /** Page size when the request names none. */
  defaultLimit: number;
  /** Columns the list's `q` searches, case-insensitively, over all rows. */
  searchFields: readonly string[];
  /** Column the list is ordered by, newest first. */
  orderBy: string;
  /** Filters of this kind alone, by query parameter. */
  filters?: Partial<Record<FilterParam, KindFilter>>;
  /** The kind's own fields in its CSV export (a path reads inside one), field to heading, in order. */
  exportColumns: Readonly<Record<string, string>>;
  /**
   * The CSV export as the spec defines it, for a kind whose spec does: the columns it begins
   * with (field, heading), in the spec's order and spelling, and the file's name. The gateway's
   * own columns follow them.
   */
  csv?: { columns: readonly (readonly [field: string, heading: string])[]; fileName: string };
}

type ShapeOf<S> = S extends Shape<infer T> ? T : never;

/** A field of a record, or one inside a field that holds an object (`consent.at`). */
type FieldPath<R> = keyof R | `${keyof R & string}.${string}`;

/**
 * A kind's definition, typed as written: the registry reads each field's literal type. Its
 * export's columns must be fields of its record, or paths into them, and its dashboard figures
 * and the status it reopens to are its own statuses.
 */
export const defineKind = <const K extends KindDefinition>(
  kind: K & {
    exportColumns: {
      [F in keyof K['exportColumns']]: F extends FieldPath<ShapeOf<K['record']>> ? string : never;
    };
    dashboard: { figures: Record<string, 'total' | 'recent' | K['statuses'][number]> };
    work?: { reopensTo?: K['statuses'][number] };
  },
): K => kind;
