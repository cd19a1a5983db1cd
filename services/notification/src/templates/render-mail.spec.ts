import { CONSOLE_SECTIONS } from '@bytecraft/contracts/console-paths';
import {
  CONFIRMATION_TEMPLATES,
  confirmationAndAlert,
  MailTemplate,
  StaffMailbox,
  type MailJob,
} from '@bytecraft/contracts/mail';
import { RecordKind } from '@bytecraft/contracts/triage';
import { MAIL_TEMPLATES, NOT_YOU } from './mail-templates';
import { renderMail } from './render-mail';

const links = { siteUrl: 'https://site.example', apiUrl: 'https://site.example/api' };

/** Each kind's mail pair, as its service asks for them. */
const PAIRS = [
  [RecordKind.Contact, MailTemplate.ContactConfirmation, MailTemplate.ContactAlert],
  [RecordKind.Consultation, MailTemplate.ConsultationConfirmation, MailTemplate.ConsultationAlert],
  [RecordKind.ScheduleCall, MailTemplate.CallConfirmation, MailTemplate.CallAlert],
  [
    RecordKind.DeveloperHire,
    MailTemplate.DeveloperHireConfirmation,
    MailTemplate.DeveloperHireAlert,
  ],
  [
    RecordKind.JobApplication,
    MailTemplate.JobApplicationConfirmation,
    MailTemplate.JobApplicationAlert,
  ],
  [
    RecordKind.InternshipApplication,
    MailTemplate.InternshipApplicationConfirmation,
    MailTemplate.InternshipApplicationAlert,
  ],
  [
    RecordKind.InternshipQuestion,
    MailTemplate.InternshipQuestionConfirmation,
    MailTemplate.InternshipQuestionAlert,
  ],
] as const;

const PHISHING = 'Mailbox full: confirm your account at https://evil.example/login today';
const recordId = '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b';
const everything = (mail: { subject: string; text: string; html: string }) =>
  [mail.subject, mail.text, mail.html].join('\n');

describe('a submission’s mails, rendered', () => {
  it('cover every confirmation template', () => {
    expect(PAIRS.map(([, confirmation]) => confirmation).sort()).toEqual(
      [...CONFIRMATION_TEMPLATES].sort(),
    );
  });

  it.each(PAIRS)(
    '%s: the confirmation greets by first name with our text alone; the alert has everything, a reply to the visitor and the console link',
    (kind, confirmationTemplate, alertTemplate) => {
      const [confirmation, alert] = confirmationAndAlert({
        kind,
        recordId,
        visitor: { name: 'Asha Rao', email: 'asha@example.com' },
        confirmation: confirmationTemplate,
        alert: alertTemplate,
        mailbox: StaffMailbox.Sales,
        data: {
          Name: 'Asha Rao',
          Email: 'asha@example.com',
          Company: 'Evil Example Ltd',
          Message: PHISHING,
        },
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
      expect(toStaff.html).toContain(`<a href="${consoleUrl}">Open in the console</a>`);
    },
  );

  it('shows a confirmation nothing a job brings besides a first name of letters, whoever wrote the job', () => {
    // A job as a producer that did not use confirmationAndAlert (or an older one) might write.
    const job = {
      deliveryId: 'd1',
      template: MailTemplate.ContactConfirmation,
      to: { visitor: 'a@example.com' },
      firstName: 'https://evil.example/login',
      data: { Message: PHISHING },
      replyTo: 'someone@evil.example',
      record: { kind: RecordKind.Contact, id: recordId },
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
        unsubscribeToken: 'tok/1',
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

  it("mails staff's answer to an internship question with the question it answers", () => {
    const mail = renderMail(
      {
        deliveryId: 'q1.internship-question-answer.1795438666575',
        template: MailTemplate.InternshipQuestionAnswer,
        to: { visitor: 'ananya@example.com' },
        data: {
          Question: 'Is the internship paid?',
          Answer: 'Yes: a monthly stipend.\nDetails follow <soon>.',
        },
      },
      links,
    );
    expect(mail.subject).toBe('An answer to your internship question');
    expect(mail.text).toBe(
      [
        'Our answer to your question',
        '',
        'Thank you for asking about our internship program. Here is our answer:',
        '',
        'Question: Is the internship paid?',
        'Answer: Yes: a monthly stipend.\nDetails follow <soon>.',
        '',
        '--',
        'Bytecraft Technologies',
      ].join('\n'),
    );
    expect(mail.html).toContain('<h1 style="font-size:20px">Our answer to your question</h1>');
    // The answer keeps its line breaks (pre-wrap) and its markup is shown, not run.
    expect(mail.html).toContain(
      '<td style="padding:4px 0;white-space:pre-wrap">Yes: a monthly stipend.\nDetails follow &#60;soon&#62;.</td>',
    );
    expect(mail.headers).toEqual({});
  });
});
