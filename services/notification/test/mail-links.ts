import { StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import type { MailLayout } from '../src/templates/mail-layout';
import type { MailLinks } from '../src/templates/render-mail';

/** What a rendered mail links to in a test: the site, `domain`'s mailboxes, in `layout`. */
export const mailLinksFor = (layout: MailLayout, domain: string): MailLinks => ({
  siteUrl: 'https://site.example',
  apiUrl: 'https://site.example/api',
  mailboxes: {
    [StaffMailbox.Sales]: `sales@${domain}`,
    [StaffMailbox.Careers]: `careers@${domain}`,
    [StaffMailbox.Internships]: `internships@${domain}`,
  },
  seal: new MailLinkSeal('a mail link key for tests'),
  unsubscribeAddress: `hello@${domain}`,
  layout,
});
