import { recordSubmissions } from '@bytecraft/service-runtime/records/record-submissions';

/** Stores a hire request once (status new) and asks for both mails. */
export class DeveloperHiresService extends recordSubmissions('developer-hire') {}
