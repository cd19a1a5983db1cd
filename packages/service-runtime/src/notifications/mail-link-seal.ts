import type {
  MailLinkPurpose,
  MailRecipient,
  SealedLink,
  SealedToken,
} from '@bytecraft/contracts/mail';
import { z } from 'zod';
import { SecretBox } from '../crypto/secret-box';

/**
 * The key mail links are sealed under (`MailLinkSeal`): the gateway and the newsletter service,
 * which mint links, and the notification service, which opens them, need the same value.
 * Production refuses the development default (list it in `refuseDefaultSecrets`). Changing it
 * fails the link mails still queued, which then stay in the failed set.
 */
export const mailLinkEnv = {
  MAIL_LINK_KEY: z.string().min(16).default('bytecraft-mail-link'),
};

/** What a sealed link is bound to: it opens only as this purpose, in a mail to this recipient. */
const contextOf = (purpose: MailLinkPurpose, to: MailRecipient) =>
  `${purpose} ${'visitor' in to ? to.visitor : `staff:${to.staff}`}`;

/**
 * Seals a mail link's token for its job under MAIL_LINK_KEY, and opens it in the notification
 * service, the one place that writes the link out. A job read off a queue (the queue board, a
 * copy of Redis) then holds nothing that redeems anything; and a sealed link copied into a
 * mail to someone else, or as another purpose, does not open.
 */
export class MailLinkSeal {
  private readonly box: SecretBox;

  constructor(key: string) {
    this.box = new SecretBox(key);
  }

  seal(purpose: MailLinkPurpose, to: MailRecipient, token: string): SealedLink {
    return { purpose, token: this.box.seal(token, contextOf(purpose, to)) as SealedToken };
  }

  /** The token; throws when the link was sealed under another key, purpose or recipient. */
  open(link: SealedLink, to: MailRecipient): string {
    return this.box.open(link.token, contextOf(link.purpose, to));
  }
}
