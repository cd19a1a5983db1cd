import { recordSubmissions } from '@bytecraft/service-runtime/records/record-submissions';

/** Stores a consultation request once (status pending) and asks for both mails. */
export class ConsultationsService extends recordSubmissions('consultation') {}
