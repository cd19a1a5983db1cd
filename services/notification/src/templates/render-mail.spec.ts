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
});
