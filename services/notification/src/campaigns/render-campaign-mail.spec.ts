import type { CampaignMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { renderMail } from '../templates/render-mail';

const seal = new MailLinkSeal('a mail link key for tests');
const links = {
  siteUrl: 'https://site.example',
  apiUrl: 'https://site.example/api',
  mailboxes: {
    [StaffMailbox.Sales]: 'sales@bytecraft.example',
    [StaffMailbox.Careers]: 'careers@bytecraft.example',
    [StaffMailbox.Internships]: 'internships@bytecraft.example',
  },
  seal,
  unsubscribeAddress: 'hello@bytecraft.example',
};
const to = { visitor: 'reader@example.com' };

const campaignMail = (overrides: Partial<CampaignMail> = {}): CampaignMail => ({
  deliveryId: 'c.s',
  template: MailTemplate.NewsletterCampaign,
  to,
  subject: 'November news',
  preheader: 'What we built this month',
  html: '<h1>News</h1>\n<p>We shipped.</p>\n',
  text: '# News\n\nWe shipped.',
  link: { ...seal.seal('unsubscribe', to, 'the-token'), purpose: 'unsubscribe' },
  ...overrides,
});

describe('a campaign mail', () => {
  it('carries both one-click headers, the footer link and a text part', () => {
    const mail = renderMail(campaignMail(), links);
    expect(mail.subject).toBe('November news');
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://site.example/api/newsletter/unsubscribe/the-token>, <mailto:hello@bytecraft.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toBe(
      '# News\n\nWe shipped.\n\n--\nBytecraft Technologies\nUnsubscribe: https://site.example/newsletter/unsubscribe/the-token',
    );
    expect(mail.html).toContain('<h1>News</h1>');
    expect(mail.html).toContain('href="https://site.example/newsletter/unsubscribe/the-token"');
    expect(mail.html).toMatch(/display:none[^>]*>What we built this month</);
  });

  it('escapes the preheader, and a test send has no unsubscribe link or headers', () => {
    const mail = renderMail(campaignMail({ preheader: '<b>hi</b>', link: undefined }), links);
    expect(mail.headers).toEqual({});
    expect(mail.html).toContain('&#60;b&#62;hi&#60;/b&#62;');
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('refuses a link sealed for another recipient', () => {
    const other = { visitor: 'other@example.com' };
    expect(() =>
      renderMail(
        campaignMail({ link: { ...seal.seal('unsubscribe', other, 't'), purpose: 'unsubscribe' } }),
        links,
      ),
    ).toThrow();
  });
});
