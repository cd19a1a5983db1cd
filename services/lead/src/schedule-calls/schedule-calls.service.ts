import { recordSubmissions } from '@bytecraft/service-runtime/records/record-submissions';

/** Stores a call request once (status scheduled) and asks for both mails. */
export class ScheduleCallsService extends recordSubmissions('schedule-call') {}
