import type { ConfirmationMail, ReplyMail } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { randomUUID } from 'node:crypto';

/** An address no other mail of the run is sent to. */
const visitorOf = (id: string) => `visitor.${id.slice(0, 8)}@example.com`;

/** A contact's confirmation to its visitor, as the notification queue carries it. */
export const buildConfirmationMail = (
  overrides: Partial<ConfirmationMail> = {},
): ConfirmationMail => {
  const id = randomUUID();
  return {
    deliveryId: `${id}.${MailTemplate.ContactConfirmation}`,
    template: MailTemplate.ContactConfirmation,
    to: { visitor: visitorOf(id) },
    firstName: 'Asha',
    ...overrides,
  };
};

/** Staff's reply to a visitor, the visitor's message quoted, as the notification queue carries it. */
export const buildReplyMail = (overrides: Partial<ReplyMail> = {}): ReplyMail => {
  const id = randomUUID();
  return {
    deliveryId: `${id}.reply.${randomUUID()}`,
    template: MailTemplate.StaffReply,
    to: { visitor: visitorOf(id) },
    subject: 'Re: your project enquiry',
    body: 'Hello Asha,\nA quote follows on Friday.',
    replyTo: StaffMailbox.Sales,
    quoted: [{ at: '2026-11-20T09:12:00.000Z', from: 'Asha Rao', text: 'We want a shop.' }],
    ...overrides,
  };
};
