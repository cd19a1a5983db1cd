import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import {
  mailBrandOf,
  staffMailboxes,
  type NotificationConfig,
} from '../config/notification.config';
import { recordAddressesOf } from '../inbound/record-address';
import { MailLayout } from './mail-layout';
import type { MailLinks } from './render-mail';

/** What rendering a mail needs beside the mail itself, from the configuration. */
export function mailLinksOf(config: NotificationConfig): MailLinks {
  const addresses = recordAddressesOf(config);
  return {
    siteUrl: config.PUBLIC_SITE_URL,
    apiUrl: config.PUBLIC_API_URL,
    mailboxes: staffMailboxes(config),
    seal: new MailLinkSeal(config.MAIL_LINK_KEY),
    // The sender's own address: a mail there asking to unsubscribe reaches a person.
    unsubscribeAddress: /<([^>]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM,
    recordAddress: addresses && ((kind, recordId) => addresses.of(kind, recordId)),
    layout: new MailLayout(mailBrandOf(config)),
  };
}
