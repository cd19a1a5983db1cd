import { CONSOLE_SECTIONS } from '@bytecraft/contracts/console-paths';
import {
  CONFIRMATION_TEMPLATES,
  confirmationAndAlert,
  type CampaignMail,
  type FieldsMail,
  type MailJob,
  type ReplyMail,
} from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { NEWSLETTER_CONFIRM_DAYS } from '@bytecraft/contracts/retention-policy';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { MailLayout } from './mail-layout';
import { MAIL_TEMPLATES, NOT_YOU } from './mail-templates';
import { mailLinksFor } from '../../test/mail-links';
import { renderMail } from './render-mail';

const brand = {
  name: 'Bytecraft Technologies',
  colour: '#1f4fd1',
  textColour: '#1a2233',
  postalAddress: '4th Floor, 21 Residency Road, Bengaluru 560025, India',
};

const links = mailLinksFor(new MailLayout(brand), 'bytecraft.example');

/** Each kind's mail pair, as its service asks for them. */
const PAIRS = [
  ['contact', MailTemplate.ContactConfirmation, MailTemplate.ContactAlert],
  ['consultation', MailTemplate.ConsultationConfirmation, MailTemplate.ConsultationAlert],
  ['schedule-call', MailTemplate.ScheduleCallConfirmation, MailTemplate.ScheduleCallAlert],
  ['developer-hire', MailTemplate.DeveloperHireConfirmation, MailTemplate.DeveloperHireAlert],
  ['job-application', MailTemplate.JobApplicationConfirmation, MailTemplate.JobApplicationAlert],
  [
    'internship-application',
    MailTemplate.InternshipApplicationConfirmation,
    MailTemplate.InternshipApplicationAlert,
  ],
  [
    'internship-question',
    MailTemplate.InternshipQuestionConfirmation,
    MailTemplate.InternshipQuestionAlert,
  ],
] as const;

/** The layout's button: a link with its label, whatever the styles MJML gives it. */
const button = (url: string, label: string) => {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<a\\s+href="${literal(url)}"[^>]*>\\s*${literal(label)}\\s*</a>`);
};

const PHISHING = 'Mailbox full: confirm your account at https://evil.example/login today';
const recordId = '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b';
const everything = (mail: { subject: string; text: string; html: string }) =>
  [mail.subject, mail.text, mail.html].join('\n');

/** A kind's confirmation and alert of Asha's submission, as its service asks for them. */
const pairOf = (
  ...[kind, confirmation, alert, data]: [
    ...((typeof PAIRS)[number] extends readonly [infer K, infer C, infer A] ? [K, C, A] : never),
    FieldsMail['data'],
  ]
) =>
  confirmationAndAlert({
    kind,
    recordId,
    visitor: { name: 'Asha Rao', email: 'asha@example.com' },
    confirmation,
    alert,
    mailbox: StaffMailbox.Sales,
    data,
  });

describe('a submission’s mails, rendered', () => {
  it('cover every confirmation template', () => {
    expect(PAIRS.map(([, confirmation]) => confirmation).sort()).toEqual(
      [...CONFIRMATION_TEMPLATES].sort(),
    );
  });

  it.each(PAIRS)(
    '%s: the confirmation greets by first name with our text alone; the alert has everything, a reply to the visitor and the console link',
    (kind, confirmationTemplate, alertTemplate) => {
      const [confirmation, alert] = pairOf(kind, confirmationTemplate, alertTemplate, {
        Name: 'Asha Rao',
        Email: 'asha@example.com',
        Company: 'Evil Example Ltd',
        Message: PHISHING,
      });

      const toVisitor = renderMail(confirmation, links);
      expect(toVisitor.subject).toBe(MAIL_TEMPLATES[confirmationTemplate].subject);
      expect(toVisitor.text).toBe(
        [
          'Thank you, we have it',
          'Hello Asha,',
          MAIL_TEMPLATES[confirmationTemplate].intro,
          NOT_YOU,
          '--\nBytecraft Technologies',
        ].join('\n\n'),
      );
      expect(toVisitor.html).toContain('<p>Hello Asha,</p>');
      for (const typed of ['Mailbox full', 'evil.example', 'https://', 'Rao', 'Evil Example']) {
        expect(everything(toVisitor)).not.toContain(typed);
      }
      expect(toVisitor.replyTo).toBeUndefined();
      expect(toVisitor.html).not.toContain('href');

      const toStaff = renderMail(alert, links);
      const consoleUrl = `https://site.example/admin/${CONSOLE_SECTIONS[kind]}/${recordId}`;
      expect(toStaff.replyTo).toBe('asha@example.com');
      expect(toStaff.text).toContain(`Message: ${PHISHING}`);
      expect(toStaff.text).toContain('Company: Evil Example Ltd');
      expect(toStaff.text).toContain(`Open in the console: ${consoleUrl}`);
      expect(toStaff.html).toContain(PHISHING);
      expect(toStaff.html).toMatch(button(consoleUrl, 'Open in the console'));
    },
  );

  it('gives a staff alert its record’s inbound address as Reply-To where inbound mail is on, and the visitor’s mails none', () => {
    const recordAddress = (kind: string, id: string) => `r.${kind}.${id}@in.bytecraft.example`;
    const inbound = { ...links, recordAddress };
    for (const [kind, confirmationTemplate, alertTemplate] of PAIRS) {
      const [confirmation, alert] = pairOf(kind, confirmationTemplate, alertTemplate, {
        Name: 'Asha Rao',
      });
      expect(renderMail(alert, inbound).replyTo).toBe(recordAddress(kind, recordId));
      const toVisitor = renderMail(confirmation, inbound);
      expect(toVisitor.replyTo).toBeUndefined();
      expect(everything(toVisitor)).not.toContain('in.bytecraft.example');
    }
    // A mail about a record to a person's own address (an owner's) keeps the Reply-To it has.
    const toOwner: FieldsMail = {
      deliveryId: 'd1',
      template: MailTemplate.ContactAlert,
      to: { visitor: 'ana@bytecraft.example' },
      data: {},
      replyTo: 'asha@example.com',
      record: { kind: 'contact', id: recordId },
    };
    expect(renderMail(toOwner, inbound).replyTo).toBe('asha@example.com');
    const reply = renderMail(
      {
        deliveryId: `${recordId}.reply`,
        template: MailTemplate.StaffReply,
        to: { visitor: 'asha@example.com' },
        subject: 'Your enquiry',
        body: 'Hello',
        replyTo: StaffMailbox.Sales,
        quoted: [],
      },
      inbound,
    );
    expect(reply.replyTo).toBe('sales@bytecraft.example');
    expect(everything(reply)).not.toContain('in.bytecraft.example');
  });

  it('shows a confirmation nothing a job brings besides a first name of letters, whoever wrote the job', () => {
    // A job as a producer that did not use confirmationAndAlert (or an older one) might write.
    const job = {
      deliveryId: 'd1',
      template: MailTemplate.ContactConfirmation,
      to: { visitor: 'a@example.com' },
      firstName: 'https://evil.example/login',
      data: { Message: PHISHING },
      replyTo: 'someone@evil.example',
      record: { kind: 'contact', id: recordId },
    } as MailJob;
    const mail = renderMail(job, links);
    expect(everything(mail)).not.toMatch(/evil|Mailbox|admin/);
    expect(mail.text).toContain('\n\nHello,\n\n');
    expect(mail.replyTo).toBeUndefined();
  });

  it("escapes the first name's HTML, and greets no one when it is not a name", () => {
    const render = (firstName?: string) =>
      renderMail(
        {
          deliveryId: 'd1',
          template: MailTemplate.InternshipQuestionConfirmation,
          to: { visitor: 'a@example.com' },
          ...(firstName === undefined ? {} : { firstName }),
        },
        links,
      );
    expect(render("D'Souza").html).toContain('<p>Hello D&#39;Souza,</p>');
    expect(render('<b>').html).toContain('<p>Hello,</p>');
    expect(render().text).toContain('\n\nHello,\n\n');
  });
});

describe('renderMail', () => {
  it('lists the filled fields of an alert in both parts, escaping HTML, and skips empty ones', () => {
    const mail = renderMail(
      {
        deliveryId: 'd1',
        template: MailTemplate.ContactAlert,
        to: { staff: StaffMailbox.Sales },
        data: { Name: 'Asha <b>Rao</b>', Company: undefined, Phone: '' },
      },
      links,
    );
    expect(mail.subject).toBe('New contact message');
    expect(mail.text).toContain('Name: Asha <b>Rao</b>');
    expect(mail.text).not.toContain('Company');
    expect(mail.text).not.toContain('Phone');
    expect(mail.html).toContain('Asha &#60;b&#62;Rao&#60;/b&#62;');
    expect(mail.headers).toEqual({});
    // Without a record or a visitor, it links and replies to nothing.
    expect(mail.text).not.toContain('console');
    expect(mail.replyTo).toBeUndefined();
  });

  it('gives newsletter mail an unsubscribe link and RFC 8058 one-click headers', () => {
    const mail = renderMail(
      {
        deliveryId: 'd2',
        template: MailTemplate.NewsletterWelcome,
        to: { visitor: 'a@example.com' },
        data: {},
        link: links.seal.seal('unsubscribe', { visitor: 'a@example.com' }, 'tok/1'),
      },
      links,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://site.example/api/newsletter/unsubscribe/tok%2F1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('Unsubscribe: https://site.example/newsletter/unsubscribe/tok%2F1');
    expect(mail.html).toContain('href="https://site.example/newsletter/unsubscribe/tok%2F1"');
  });
});

describe('a newsletter subscription’s confirmation, rendered', () => {
  const confirm = (confirmToken: string) =>
    renderMail(
      {
        deliveryId: 'sub-1.newsletter-confirm.1',
        template: MailTemplate.NewsletterConfirm,
        to: { visitor: 'a@example.com' },
        data: {},
        link: links.seal.seal('newsletter-confirm', { visitor: 'a@example.com' }, confirmToken),
      },
      links,
    );

  it('asks to confirm with one link to the site’s confirm page, and says how long it works', () => {
    const mail = confirm('tok-1');
    const url = 'https://site.example/newsletter/confirm/tok-1';
    expect(mail.subject).toBe('Confirm your subscription to the Bytecraft newsletter');
    expect(mail.text).toBe(
      [
        'Confirm your subscription',
        MAIL_TEMPLATES[MailTemplate.NewsletterConfirm].intro,
        `Confirm your subscription: ${url}`,
        '--\nBytecraft Technologies',
      ].join('\n\n'),
    );
    expect(mail.text).toContain(`it works for ${NEWSLETTER_CONFIRM_DAYS} days`);
    expect(mail.html.match(/<a\s/g)).toHaveLength(1);
    expect(mail.html).toMatch(button(url, 'Confirm your subscription'));
    // Not a newsletter yet: nothing to unsubscribe from.
    expect(mail.headers).toEqual({});
    expect(mail.replyTo).toBeUndefined();
  });

  it('keeps any token inside the link: encoded in the address, escaped in the HTML', () => {
    const mail = confirm('a/"><script>x</script>');
    const url = `https://site.example/newsletter/confirm/${encodeURIComponent('a/"><script>x</script>')}`;
    expect(mail.text).toContain(`Confirm your subscription: ${url}`);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain(`href="${url}"`);
  });
});

describe('a link sealed in its job, rendered', () => {
  const to = { visitor: 'new.admin@bytecraft.example' };
  const invitation = (link = links.seal.seal('invite', to, 'Tok_en-43')): FieldsMail => ({
    deliveryId: 'staff-invitation.1',
    template: MailTemplate.StaffInvitation,
    to,
    data: {},
    link,
  });

  it("opens an invitation's and a reset's token into the console's page, the one place it is written", () => {
    const mail = renderMail(invitation(), links);
    const url = 'https://site.example/admin/invite/Tok_en-43';
    expect(mail.text).toContain(`Accept the invitation: ${url}`);
    expect(mail.html).toMatch(button(url, 'Accept the invitation'));
    const reset = renderMail(
      {
        ...invitation(links.seal.seal('reset', to, 'Tok_en-43')),
        template: MailTemplate.StaffPasswordReset,
      },
      links,
    );
    expect(reset.text).toContain('Set a new password: https://site.example/admin/reset/Tok_en-43');
  });

  it('refuses a link sealed under another key, for another recipient or as another purpose', () => {
    const other = new MailLinkSeal('another mail link key, long enough');
    const sealed = links.seal.seal('invite', to, 'Tok_en-43');
    for (const link of [
      other.seal('invite', to, 'Tok_en-43'),
      links.seal.seal('invite', { visitor: 'staff.member@bytecraft.example' }, 'Tok_en-43'),
      { ...links.seal.seal('reset', to, 'Tok_en-43'), purpose: 'invite' as const },
    ]) {
      expect(() => renderMail(invitation(link), links)).toThrow();
    }
    expect(() => renderMail(invitation(sealed), links)).not.toThrow();
  });
});

/** A staff reply quoting the conversation, as the gateway queues it. */
const reply = (overrides: Partial<ReplyMail> = {}): ReplyMail => ({
  deliveryId: `${recordId}.reply.1`,
  template: MailTemplate.StaffReply,
  to: { visitor: 'asha@example.com' },
  subject: 'Re: your project enquiry',
  body: 'Hello Asha,\n\nThank you: a quote follows on Friday.',
  replyTo: StaffMailbox.Careers,
  quoted: [
    { at: '2026-11-20T09:12:00.000Z', from: 'Asha Rao', text: 'We want a shop.\nBy March?' },
    { at: '2026-11-21T14:30:00.000Z', from: 'Bytecraft', text: 'Which platform do you use?' },
  ],
  ...overrides,
});

describe('a staff reply, rendered', () => {
  it('has staff’s subject and body, Reply-To the kind’s mailbox, and the conversation quoted below, newest first', () => {
    const mail = renderMail(reply(), links);
    expect(mail.subject).toBe('Re: your project enquiry');
    expect(mail.replyTo).toBe('careers@bytecraft.example');
    expect(mail.headers).toEqual({});
    expect(mail.text).toBe(
      [
        'Hello Asha,',
        '',
        'Thank you: a quote follows on Friday.',
        '',
        'On 21 Nov 2026, 14:30 UTC, Bytecraft wrote:',
        '> Which platform do you use?',
        '',
        'On 20 Nov 2026, 09:12 UTC, Asha Rao wrote:',
        '> We want a shop.',
        '> By March?',
      ].join('\n'),
    );
    expect(mail.html).toContain('Thank you: a quote follows on Friday.');
    expect(mail.html.indexOf('Which platform')).toBeLessThan(mail.html.indexOf('We want a shop'));
    expect(mail.html).toContain(
      '<p style="color:#5a6477">On 20 Nov 2026, 09:12 UTC, Asha Rao wrote:</p>',
    );
  });

  it('is the body alone without a conversation, and our footer or links nowhere', () => {
    const mail = renderMail(reply({ quoted: [], replyTo: StaffMailbox.Sales }), links);
    expect(mail.text).toBe('Hello Asha,\n\nThank you: a quote follows on Friday.');
    expect(mail.replyTo).toBe('sales@bytecraft.example');
    expect(mail.html).not.toContain('blockquote');
  });

  it('escapes every HTML of the body and the quotes: a script is shown, a link stays text', () => {
    const mail = renderMail(
      reply({
        body: 'See <script>alert(1)</script> and <a href="https://evil.example">this</a> & https://site.example/x',
        quoted: [{ at: 'yesterday', from: 'Eve <b>', text: '<img src=x onerror=alert(1)>' }],
      }),
      links,
    );
    expect(mail.html).not.toMatch(/<script|<a[\s>]|href="|<img|<b>/);
    expect(mail.html).toContain(
      'See &#60;script&#62;alert(1)&#60;/script&#62; and &#60;a href=&#34;https://evil.example&#34;&#62;this&#60;/a&#62; &#38; https://site.example/x',
    );
    expect(mail.html).toContain('On yesterday, Eve &#60;b&#62; wrote:');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    // The plain-text part is plain text: it keeps what staff wrote as they wrote it.
    expect(mail.text).toContain('See <script>alert(1)</script> and <a href=');
    expect(mail.text).toContain('> <img src=x onerror=alert(1)>');
  });
});

describe("a staff reply quoting the visitor's message", () => {
  it('shows it inert in both parts, whoever queued it: no link a mail client would make, no <a>', () => {
    const mail = renderMail(
      reply({
        to: { visitor: 'victim@example.com' },
        replyTo: StaffMailbox.Sales,
        quoted: [
          {
            at: '2026-11-20T09:12:00.000Z',
            from: 'evil.example',
            text: 'Account suspended: verify at https://evil.example/x or mail help@evil.example',
            visitor: true,
          },
        ],
      }),
      links,
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('verify at https[:]//evil[.]example/x or mail help[at]evil[.]example');
      expect(part).toContain('evil[.]example wrote:');
      expect(part).not.toMatch(/https:\/\/evil|evil\.example|@|<a[\s>]/);
    }
  });
});

describe('an owner assignment, rendered', () => {
  it('tells the staff member they own the records, lists the lines and links the record', () => {
    const mail = renderMail(
      {
        deliveryId: `${recordId}.owner-assigned.1`,
        template: MailTemplate.OwnerAssigned,
        to: { visitor: 'priya@bytecraft.example' },
        data: { Contact: 'Asha Rao <Rao Logistics>', 'Assigned by': 'lee@bytecraft.example' },
        record: { kind: 'contact', id: recordId },
      },
      links,
    );
    const consoleUrl = `https://site.example/admin/contacts/${recordId}`;
    expect(mail.subject).toBe(MAIL_TEMPLATES[MailTemplate.OwnerAssigned].subject);
    expect(mail.text).toBe(
      [
        'You now own these records',
        MAIL_TEMPLATES[MailTemplate.OwnerAssigned].intro,
        'Contact: Asha Rao <Rao Logistics>\nAssigned by: lee@bytecraft.example',
        `Open in the console: ${consoleUrl}`,
        '--\nBytecraft Technologies',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('Asha Rao &#60;Rao Logistics&#62;');
    expect(mail.html).toMatch(button(consoleUrl, 'Open in the console'));
    expect(mail.replyTo).toBeUndefined();
  });
});

const reader = { visitor: 'reader@example.com' };

const campaignMail = (overrides: Partial<CampaignMail> = {}): CampaignMail => ({
  deliveryId: 'c.s',
  template: MailTemplate.NewsletterCampaign,
  to: reader,
  subject: 'November news',
  preheader: 'What we built this month',
  html: '<h1>News</h1>\n<p>We shipped.</p>\n',
  text: '# News\n\nWe shipped.',
  link: { ...links.seal.seal('unsubscribe', reader, 'the-token'), purpose: 'unsubscribe' },
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
      `# News\n\nWe shipped.\n\n--\nBytecraft Technologies\nUnsubscribe: https://site.example/newsletter/unsubscribe/the-token\n${brand.postalAddress}`,
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
        campaignMail({
          link: { ...links.seal.seal('unsubscribe', other, 't'), purpose: 'unsubscribe' },
        }),
        links,
      ),
    ).toThrow();
  });
});
