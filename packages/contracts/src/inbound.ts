// Mail visitors send us (an answer to a staff reply, a mail to the inbound address): the
// notification service receives and matches it; the service owning the record it answers
// keeps it in the record's activity.

import { z } from './zod';
import type { QueueName } from './queues';
import {
  isWorked,
  RECORD_KINDS,
  WORKED_KINDS,
  WORKED_SERVICES,
  type RecordKind,
  type WorkedKind,
} from './records';
import type { ServiceName } from './rpc';
import type { InboundRefusal } from './staff-answers';
import { UUID_PATTERN } from './submission';

/** The most characters of a visitor's answer a record keeps (its own words, quotes stripped). */
export const VISITOR_REPLY_TEXT_MAX = 20_000;
/** The most characters of its subject kept. */
export const VISITOR_REPLY_SUBJECT_MAX = 500;

/**
 * A visitor's mailed answer, matched to a record: the job the notification service queues for
 * the service owning the record (`JobName.VisitorReplied`). `inboundId` names the received
 * message: the same message matched twice is one entry.
 */
export const visitorReplySchema = z.strictObject({
  kind: z.pipe(
    z.string().check(z.refine((kind) => kind in RECORD_KINDS && isWorked(kind as RecordKind))),
    z.transform((kind: string) => kind as WorkedKind),
  ),
  recordId: z.string().check(z.regex(UUID_PATTERN)),
  inboundId: z.string().check(z.regex(UUID_PATTERN)),
  from: z.email().check(z.maxLength(254)),
  subject: z.string().check(z.maxLength(VISITOR_REPLY_SUBJECT_MAX)),
  text: z.string().check(z.maxLength(VISITOR_REPLY_TEXT_MAX)),
  receivedAt: z.iso.datetime(),
});

export type VisitorReply = z.output<typeof visitorReplySchema>;

/**
 * A visitor's answer the owning service added to a record, handed to the gateway to mail the
 * record's owner (`JobName.VisitorReplyAdded`), or its kind's mailbox when nobody owns it: ids
 * alone, so the queue holds no address or text; the gateway reads the answer from the record.
 */
export const visitorReplyAddedSchema = z.extend(
  z.pick(visitorReplySchema, { kind: true, recordId: true, inboundId: true }),
  { ownerId: z.nullable(z.string().check(z.regex(UUID_PATTERN))) },
);

export type VisitorReplyAdded = z.output<typeof visitorReplyAddedSchema>;

/** The id of the mail telling the owner of an answer: one per received message. */
export const visitorReplyMailId = (inboundId: string) => `visitor-replied.${inboundId}`;

/** A received message waiting to be read and matched (`JobName.InboundMailReceived`). */
export const inboundMailJobSchema = z.strictObject({
  inboundId: z.string().check(z.regex(UUID_PATTERN)),
});

export type InboundMailJob = z.output<typeof inboundMailJobSchema>;

/** The queues that carry visitor replies: those of the services owning the kinds staff work. */
export const VISITOR_REPLY_QUEUES = [
  ...new Set(WORKED_KINDS.map((kind) => RECORD_KINDS[kind].queue as QueueName)),
];

/** The services that own the kinds staff work, asked to match a message to a record. */
export const VISITOR_REPLY_SERVICES: readonly ServiceName[] = WORKED_SERVICES;

/** A visitor's answer in a record's activity: no staff member did it, the visitor (`from`) did. */
export interface VisitorReplyEntry {
  type: 'visitor-reply';
  id: string;
  at: string;
  from: string;
  subject: string;
  text: string;
}

/**
 * What a service owning worked kinds is asked to match a message to (`inboundRpc.match`): the
 * record a Message-ID we sent names (`recordId`), else the newest open record of the sender's
 * address (`email`). Answered with a RecordMatch, or null.
 */
export type RecordMatchRequest = { recordId: string } | { email: string };

export interface RecordMatch {
  kind: WorkedKind;
  recordId: string;
  createdAt: string;
}

/** A received message no record was found for, as staff see it in the Unmatched list. */
export interface UnmatchedMail {
  id: string;
  from: string | null;
  subject: string;
  /** The visitor's own words, quoted history and signature stripped. */
  text: string;
  receivedAt: string;
  /** Why a message to a record's address was not mailed on; absent for one that matched nothing. */
  refused?: InboundRefusal;
}

/** POST /api/admin/inbound/unmatched/:id/attach: the record the message answers. */
export const attachInboundSchema = z.object({
  kind: z.pipe(
    z.string({ error: 'Kind must be a kind staff reply to' }).check(
      z.refine((kind) => kind in RECORD_KINDS && isWorked(kind as RecordKind), {
        error: 'Kind must be a kind staff reply to',
      }),
    ),
    z.transform((kind: string) => kind as WorkedKind),
  ),
  recordId: z.pipe(
    z
      .string({ error: "Record must be a record's id" })
      .check(z.regex(UUID_PATTERN, { error: "Record must be a record's id" })),
    z.transform((id: string) => id.toLowerCase()),
  ),
});

export type AttachInbound = z.output<typeof attachInboundSchema>;

/** What attach and discard answer: the message is no longer unmatched, or it is not there. */
export type InboundDecision = { done: true } | { done: false; reason: 'not-found' };

/** Why an attachment was not kept: not a kind attachments may be, by its bytes, or too large. */
export type AttachmentRefusal = 'type' | 'size';

/**
 * One attachment of a received message, as staff see it beside the visitor's answer: `position`
 * numbers it within its message (from 1); a refused one is listed, with why, and has no file.
 */
export interface InboundAttachment {
  position: number;
  name: string;
  contentType: string | null;
  size: number;
  refused: AttachmentRefusal | null;
}

/** A kept attachment's place in the bucket, for the gateway to stream it to staff. */
export interface InboundAttachmentFile {
  key: string;
  name: string;
  contentType: string;
}

/** One header of a received message, as it came (a folded value unfolded). */
export interface InboundHeader {
  name: string;
  value: string;
}

/**
 * A received message whole, as staff read its original: every header in the order it came,
 * its full text with the history it quoted and its signature, and its HTML part as source text
 * (never markup to render: the console shows it as text). An HTML-only message's text is made
 * from its HTML.
 */
export interface InboundOriginal {
  id: string;
  receivedAt: string;
  headers: InboundHeader[];
  text: string;
  html: string | null;
}

/**
 * Inbound message patterns over the Redis transport:
 * - match (each service owning worked kinds): RecordMatchRequest → RecordMatch | null
 * - unmatched (the notification service): {} → UnmatchedMail[], newest first
 * - attach: { id, kind, recordId, actorId } → InboundDecision (the message goes to the record)
 * - discard: { id, actorId } → InboundDecision
 * - attachments: { id } → InboundAttachment[] (none for a message not there)
 * - attachment: { id, position } → InboundAttachmentFile | null (a kept one only)
 * - original: { id } → InboundOriginal | null (none for a bounce, whose bytes are dropped)
 */
export const inboundRpc = {
  match: (service: ServiceName) => `${service}.inbound-match`,
  unmatched: 'notification.inbound-unmatched',
  attach: 'notification.inbound-attach',
  discard: 'notification.inbound-discard',
  attachments: 'notification.inbound-attachments',
  attachment: 'notification.inbound-attachment',
  original: 'notification.inbound-original',
} as const;
