import { randomUUID } from 'node:crypto';

/** Where the reports come from: a receiving server's postmaster. */
export const MAILER_DAEMON = 'MAILER-DAEMON@mx.example.net';

/**
 * A delivery status notification (multipart/report; report-type=delivery-status) for the mail
 * sent under `messageId` to `recipient`, as a receiving server returns it: the reason in words,
 * the report with the recipient's status, and the mail's headers. It names the mail in
 * References too, as some servers do, so that only a report read as a bounce is kept from
 * being read as an answer. `reportId` is its own Message-ID.
 */
export function buildDeliveryReport({
  messageId,
  recipient,
  status,
  to,
  reportId = `<${randomUUID()}@mx.example.net>`,
}: {
  messageId: string;
  recipient: string;
  status: string;
  to: string;
  reportId?: string;
}): string {
  return [
    `From: Mail Delivery System <${MAILER_DAEMON}>`,
    `To: ${to}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: ${reportId}`,
    `References: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="report"',
    '',
    '--report',
    'Content-Type: text/plain',
    '',
    `Your mail to ${recipient} could not be delivered.`,
    '--report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${status.startsWith('5') ? 'failed' : 'delayed'}`,
    `Status: ${status}`,
    '--report',
    'Content-Type: text/rfc822-headers',
    '',
    'From: hello@bytecraft.example',
    `To: ${recipient}`,
    `Message-ID: ${messageId}`,
    'Subject: Re: your enquiry',
    '--report--',
    '',
  ].join('\r\n');
}
