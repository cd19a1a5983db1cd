import { recordSubmissions } from '@bytecraft/service-runtime/records/record-submissions';

/** Stores a contact message once (status new) and asks for both mails. */
export class ContactsService extends recordSubmissions('contact') {}
