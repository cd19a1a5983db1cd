import { z } from './zod';
import { type RecordKind, RECORD_KINDS } from './records';
import type { ServiceName } from './rpc';
import { UUID_PATTERN } from './submission';

/** What the recruiting service tells the gateway about a stored resume, to stream it back. */
/**
 * The one resume type staff open in the browser (inline, under a policy that runs no script);
 * every other type is only downloaded.
 */
export const INLINE_RESUME_TYPE = 'application/pdf';

export interface ResumeLocation {
  key: string;
  /** Download name, after the applicant: 'Priya Nair - resume.pdf'. */
  fileName: string;
  contentType: string;
}

const ownerOf = (kind: RecordKind) => `${RECORD_KINDS[kind].service}.${kind}`;

/**
 * Staff message patterns over the Redis transport, each answered by the service that owns the
 * kind. Requests and answers:
 * - list: ListQuery → Page<RecordOf[K]>
 * - get: { id } → Detailed<RecordOf[K]> | null
 * - setStatus: { id, status, actorId } → Detailed<RecordOf[K]> | null
 * - counts: {} → Partial<Record<RecordKind, KindCounts>> for the kinds the service owns
 * - statusCounts: CountsQuery → KindCounts of one kind, of the rows its search finds
 * - newsletterStats: {} → NewsletterStats
 * - resume: { id } → ResumeLocation | null
 * - answerQuestion: { id, response, respondedBy, actorId } → Detailed<InternshipQuestionRecord> | null
 * - export: ExportBatchRequest → ExportBatch<RecordOf[K]>, oldest first
 * Worked kinds (record-work.ts), each answering the record as its detail shows it, or null
 * when there is no such record:
 * - setOwner: OwnerChangeRequest, setFollowUp: FollowUpChangeRequest, addNote: NoteRequest,
 *   deleteNote: NoteDeleteRequest (NoteDeleteRefused when the note is another's), reply:
 *   ReplyRequest (the reply is mailed through the notification queue, or held past its
 *   address's daily cap), decideReply: ReplyDecisionRequest (ReplyDecisionRefused when the
 *   reply is not held)
 * - bulkStatus: BulkStatusRequest → BulkResult, bulkOwner: BulkOwnerRequest → BulkResult
 * - workload: {} → Workload of the kinds the service owns
 * - slaEvents: SlaEventsRequest → SlaEvent[], the promises that ended in the span (a service
 *   owning worked kinds)
 * - ownerLoads: {} → OwnerLoads, unownedRecords: UnownedRequest → UnownedRecord[], assign:
 *   AssignRequest → Assigned, releaseOwner: ReleaseRequest → UnownedRecord[] (a service owning
 *   worked kinds; records/assignment.ts); setPriority: PriorityChangeRequest → the record's
 *   detail, or null (records/due.ts)
 * - mapStaffIds: StaffIdMapping → StaffIdsMapped (a service whose activity names staff)
 * - setBusinessHours: BusinessHoursSetting → BusinessHoursApplied, every replica of a service
 *   owning worked kinds hearing it (records/business-hours.ts)
 * - deliveryStates: { ids } → Record<deliveryId, MailDeliveryState> (the notification service)
 */
export const staffRpc = {
  list: (kind: RecordKind) => `${ownerOf(kind)}.list`,
  get: (kind: RecordKind) => `${ownerOf(kind)}.get`,
  setStatus: (kind: RecordKind) => `${ownerOf(kind)}.set-status`,
  counts: (service: ServiceName) => `${service}.counts`,
  statusCounts: (kind: RecordKind) => `${ownerOf(kind)}.status-counts`,
  newsletterStats: 'newsletter.stats',
  resume: (kind: 'job-application' | 'internship-application') => `${ownerOf(kind)}.resume`,
  answerQuestion: `${ownerOf('internship-question')}.answer`,
  export: (kind: RecordKind) => `${ownerOf(kind)}.export`,
  setOwner: (kind: RecordKind) => `${ownerOf(kind)}.set-owner`,
  setFollowUp: (kind: RecordKind) => `${ownerOf(kind)}.set-follow-up`,
  addNote: (kind: RecordKind) => `${ownerOf(kind)}.add-note`,
  deleteNote: (kind: RecordKind) => `${ownerOf(kind)}.delete-note`,
  reply: (kind: RecordKind) => `${ownerOf(kind)}.reply`,
  decideReply: (kind: RecordKind) => `${ownerOf(kind)}.decide-reply`,
  bulkStatus: (kind: RecordKind) => `${ownerOf(kind)}.bulk-status`,
  bulkOwner: (kind: RecordKind) => `${ownerOf(kind)}.bulk-owner`,
  workload: (service: ServiceName) => `${service}.workload`,
  slaEvents: (service: ServiceName) => `${service}.sla-events`,
  ownerLoads: (service: ServiceName) => `${service}.owner-loads`,
  unownedRecords: (service: ServiceName) => `${service}.unowned-records`,
  assign: (service: ServiceName) => `${service}.assign`,
  releaseOwner: (service: ServiceName) => `${service}.release-owner`,
  setPriority: (service: ServiceName) => `${service}.set-priority`,
  mapStaffIds: (service: ServiceName) => `${service}.map-staff-ids`,
  setBusinessHours: (service: ServiceName) => `${service}.set-business-hours`,
  deliveryStates: 'notification.delivery-states',
} as const;

/** The most delivery ids one `deliveryStates` request may ask for; more go in several. */
export const DELIVERY_STATES_MAX_IDS = 200;

/**
 * Every staff account's id by its address (lower-cased), sent by the gateway, which owns the
 * accounts, to each service whose activity named staff by address before they were named by
 * id: the service names each such entry by the account its address is now, or as unknown.
 */
export const staffIdMappingSchema = z.object({
  accounts: z.record(
    z.pipe(
      z.string().check(z.maxLength(254)),
      z.transform((email: string) => email.toLowerCase()),
    ),
    z.string().check(z.regex(UUID_PATTERN)),
  ),
});

export type StaffIdMapping = z.input<typeof staffIdMappingSchema>;

/** What one mapping did: entries named by an account's id, and entries left unknown. */
export interface StaffIdsMapped {
  mapped: number;
  unknown: number;
}
