import { CONFIRMATION_TEMPLATES, type MailJob } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import mjml2html from 'mjml';
import { renderCampaignPreview } from '../campaigns/render-campaign-mail';
import { escapeHtml, MailLayout, type MailBrand } from './mail-layout';
import { MAIL_TEMPLATES } from './mail-templates';
import { mailLinksFor } from '../../test/mail-links';
import { renderMail } from './render-mail';

// The real compiler, counted: a mail must never compile MJML of its own.
jest.mock('mjml', () => jest.fn(jest.requireActual<typeof mjml2html>('mjml')));
const compiled = jest.mocked(mjml2html);

const brand: MailBrand = {
  name: 'Acme & Sons',
  colour: '#c0392b',
  textColour: '#222222',
  postalAddress: '1 Market Street, Springfield',
};

const linksFor = (layout: MailLayout) => mailLinksFor(layout, 'acme.example');
const links = linksFor(new MailLayout(brand));

const SCRIPT = '<script>alert(1)</script>';
const visitor = { visitor: 'asha@example.com' };

/** A mail of each template with its text ours, every value a visitor could type a script. */
const everyTemplate = (Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[]).map(
  (template): [string, MailJob] => [
    template,
    (CONFIRMATION_TEMPLATES as readonly string[]).includes(template)
      ? ({ deliveryId: 'd', template, to: visitor, firstName: `Asha${SCRIPT}` } as MailJob)
      : {
          deliveryId: 'd',
          template: template as Exclude<typeof template, (typeof CONFIRMATION_TEMPLATES)[number]>,
          to: { staff: StaffMailbox.Sales },
          data: { Name: `Asha ${SCRIPT}`, Message: `"Hi" & ${SCRIPT}` },
        },
  ],
);

describe('the mail layout', () => {
  it.each(everyTemplate)(
    '%s: is a responsive HTML document with a text part, the brand in its footer, nothing a visitor typed live',
    (template, job) => {
      const mail = renderMail(job, links);
      expect(mail.subject).toBe(MAIL_TEMPLATES[template as keyof typeof MAIL_TEMPLATES].subject);
      expect(mail.text).toContain(MAIL_TEMPLATES[template as keyof typeof MAIL_TEMPLATES].heading);
      expect(mail.text.endsWith('--\nAcme & Sons')).toBe(true);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width');
      expect(mail.html).toContain('@media only screen');
      expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
      expect(mail.html).toContain('Acme &#38; Sons');
      expect(mail.html).not.toMatch(/<script|%%\w+%%/);
      // A transactional mail is no bulk mail: no postal address.
      expect(mail.html).not.toContain(brand.postalAddress);
    },
  );

  it('shows a visitor’s script in an alert as text, in both parts', () => {
    const mail = renderMail(
      {
        deliveryId: 'd',
        template: MailTemplate.ContactAlert,
        to: { staff: StaffMailbox.Sales },
        data: { Name: `Asha ${SCRIPT}` },
      },
      links,
    );
    expect(mail.html).toContain('Asha &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.text).toContain(`Name: Asha ${SCRIPT}`);
  });

  it('puts the brand’s colour on its button and its logo in the header, when it has one', () => {
    const logoUrl = 'https://cdn.acme.example/logo.png?v=1&size=2';
    const logoLinks = linksFor(new MailLayout({ ...brand, logoUrl }));
    const mail = renderMail(
      {
        deliveryId: 'd',
        template: MailTemplate.ContactAlert,
        to: { staff: StaffMailbox.Sales },
        data: {},
        record: { kind: 'contact', id: '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b' },
      },
      logoLinks,
    );
    expect(mail.html).toContain(`src="${escapeHtml(logoUrl)}"`);
    expect(mail.html).toContain('alt="Acme &#38; Sons"');
    expect(mail.html).toMatch(/<a\s+href="https:\/\/site\.example\/admin\/[^"]+"[^>]*#c0392b/);
  });

  it('gives bulk mail the sender’s postal address in the footer of both parts', () => {
    const mail = renderMail(
      {
        deliveryId: 'c.s',
        template: MailTemplate.NewsletterCampaign,
        to: visitor,
        subject: 'News',
        html: '<p>We shipped.</p>',
        text: 'We shipped.',
        link: { ...links.seal.seal('unsubscribe', visitor, 'tok'), purpose: 'unsubscribe' },
      },
      links,
    );
    expect(mail.text).toBe(
      'We shipped.\n\n--\nAcme & Sons\nUnsubscribe: https://site.example/newsletter/unsubscribe/tok\n1 Market Street, Springfield',
    );
    expect(mail.html).toContain(brand.postalAddress);
  });

  it('previews a campaign as the mail a subscriber gets, but for their own token', () => {
    const campaign = {
      subject: 'News <soon>',
      preheader: 'This month',
      html: '<h2>Shipped</h2><p>Two things.</p>',
      text: '## Shipped\n\nTwo things.',
    };
    const preview = renderCampaignPreview(campaign, links);
    const sent = renderMail(
      {
        deliveryId: 'c.s',
        template: MailTemplate.NewsletterCampaign,
        to: visitor,
        ...campaign,
        link: { ...links.seal.seal('unsubscribe', visitor, 'preview'), purpose: 'unsubscribe' },
      },
      links,
    );
    expect(preview).toEqual({
      subject: campaign.subject,
      preheader: campaign.preheader,
      html: sent.html,
      text: sent.text,
    });
    expect(preview.html).toContain('<title>News &#60;soon&#62;</title>');
  });

  it('compiles MJML once per shape of a layout, however many mails it writes', () => {
    const layout = new MailLayout(brand);
    const before = compiled.mock.calls.length;
    for (let i = 0; i < 50; i++) {
      layout.html({ subject: `Mail ${i}`, content: `<p>${i}</p>`, footerHtml: 'x' });
      layout.html({
        subject: `Mail ${i}`,
        content: `<p>${i}</p>`,
        button: { label: 'Open', url: `https://site.example/${i}` },
        footerHtml: 'x',
      });
    }
    expect(compiled.mock.calls.length - before).toBe(2);
  });
});
