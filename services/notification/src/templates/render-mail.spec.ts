import { MailTemplate } from '@bytecraft/contracts/mail';
import { renderMail } from './render-mail';

const links = { siteUrl: 'https://site.example', apiUrl: 'https://site.example/api' };

describe('renderMail', () => {
  it('lists the filled fields in both parts, escaping HTML, and skips empty ones', () => {
    const mail = renderMail(
      {
        deliveryId: 'd1',
        template: MailTemplate.ContactConfirmation,
        to: { visitor: 'a@example.com' },
        data: { Name: 'Asha <b>Rao</b>', Company: undefined, Phone: '' },
      },
      links,
    );
    expect(mail.subject).toBe('We received your project enquiry');
    expect(mail.text).toContain('Name: Asha <b>Rao</b>');
    expect(mail.text).not.toContain('Company');
    expect(mail.text).not.toContain('Phone');
    expect(mail.html).toContain('Asha &#60;b&#62;Rao&#60;/b&#62;');
    expect(mail.headers).toEqual({});
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
