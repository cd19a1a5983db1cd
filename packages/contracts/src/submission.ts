/** Hidden form field that people never fill; a filled one marks a bot. */
export const HONEYPOT_FIELD = 'website';

/**
 * Header carrying the client's submission id (a UUID). The browser keeps one per form fill,
 * so a double click or a retried request stores one record.
 */
export const SUBMISSION_ID_HEADER = 'idempotency-key';

export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What a visitor reads in the success toast once the gateway has accepted a submission. */
export interface Receipt {
  title: string;
  message: string;
}

/** The body of every accepted submission. */
export interface SubmissionAccepted {
  success: true;
  title: string;
  message: string;
  data: { id: string };
}
