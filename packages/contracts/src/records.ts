import type { z } from './zod';
import type { KindDefinition, Shape } from './kinds/define-kind';
import type { ServiceName } from './rpc';
import { consultation } from './kinds/consultation';
import { contact } from './kinds/contact';
import { developerHire } from './kinds/developer-hire';
import { internshipApplication } from './kinds/internship-application';
import { internshipQuestion } from './kinds/internship-question';
import { jobApplication } from './kinds/job-application';
import { newsletterSubscription } from './kinds/newsletter-subscription';
import { scheduleCall } from './kinds/schedule-call';

/**
 * Every kind of record, each once: everything else that goes through the kinds (ids, lookups,
 * queues' jobs, receipts, mails, console sections, retention) is read from this list.
 */
export const KINDS = [
  contact,
  scheduleCall,
  consultation,
  developerHire,
  jobApplication,
  internshipApplication,
  internshipQuestion,
  newsletterSubscription,
] as const;

type Kind = (typeof KINDS)[number];

/** A kind of record, named by its id (also the path segment of its staff routes). */
export type RecordKind = Kind['id'];

/** One kind's definition, as written. */
export type KindOf<K extends RecordKind> = Extract<Kind, { id: K }>;

type IdsOf<T extends readonly { id: string }[]> = { -readonly [I in keyof T]: T[I]['id'] };

/** The kinds' ids, in the registry's order. */
export const RECORD_KIND_IDS = KINDS.map((kind) => kind.id) as IdsOf<typeof KINDS>;

/** What `value` reads of each kind's definition, by the kind's id. */
export const byKind = <V>(value: (kind: Kind) => V) =>
  Object.fromEntries(KINDS.map((kind) => [kind.id, value(kind)])) as Record<RecordKind, V>;

/** Each kind's definition by its id. */
export const RECORD_KINDS = byKind<KindDefinition>((kind) => kind);

/** One kind's definition by its id, as written. */
export const kindOf = <K extends RecordKind>(id: K) => RECORD_KINDS[id] as KindOf<K>;

/** Where each kind's staff routes live under /api (the spec's paths). */
export const STAFF_PATHS = byKind((kind) => kind.staffPath);

/** The kinds staff work: owner, notes, follow-up, replies and bulk changes. */
export type WorkedKind = {
  [K in RecordKind]: KindOf<K> extends { work: object } ? K : never;
}[RecordKind];

export const isWorked = (kind: RecordKind): kind is WorkedKind => !!RECORD_KINDS[kind].work;

export const WORKED_KINDS: WorkedKind[] = RECORD_KIND_IDS.filter(isWorked);

/** The services that own a kind staff work, each once. */
export const WORKED_SERVICES = [...new Set(WORKED_KINDS.map((kind) => RECORD_KINDS[kind].service))];

/** The kinds one service owns. */
export type KindOwnedBy<S extends ServiceName> = Extract<Kind, { service: S }>['id'];

/** The kinds one service owns, in the registry's order. */
export const kindsOwnedBy = <S extends ServiceName>(service: S) =>
  RECORD_KIND_IDS.filter((kind) => RECORD_KINDS[kind].service === service) as KindOwnedBy<S>[];

/** Each kind's record as staff read it. */
export type RecordOf = {
  [D in Kind as D['id']]: D['record'] extends Shape<infer T> ? T : never;
};

/** Each kind's payload as its public form sends it, once checked. */
export type PayloadOf<K extends RecordKind> = z.output<KindOf<K>['schema']>;

/**
 * Every public form whose submissions are queued as a job: each kind's own form and its other
 * forms, with the kind's queue.
 */
export const SUBMISSION_FORMS = KINDS.flatMap((kind) =>
  'job' in kind
    ? [kind, ...('otherForms' in kind ? kind.otherForms : [])].map(({ job, receipt }) => ({
        kind: kind.id,
        queue: kind.queue,
        job,
        receipt,
      }))
    : [],
);
