import { consultation } from './kinds/consultation';
import { contact } from './kinds/contact';
import { developerHire } from './kinds/developer-hire';
import { VISITOR_LABELS } from './fields';
import { internshipApplication } from './kinds/internship-application';
import { internshipQuestion } from './kinds/internship-question';
import { jobApplication } from './kinds/job-application';
import {
  confirmationAndAlert,
  GREETING_NAME_MAX,
  greetingName,
  inert,
  isConfirmation,
  labelled,
  mailBatchId,
  mailBatchSchema,
  type MailJob,
} from './mail';
import { MailTemplate, StaffMailbox } from './mail-templates';
import { scheduleCall } from './kinds/schedule-call';

describe('a submission’s mails', () => {
  const recordId = '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b';
  const sent = {
    Name: 'Asha Rao',
    Email: 'asha@example.com',
    Company: 'Rao Logistics',
    Message: 'Mailbox full: sign in at https://evil.example/login',
  };
  const mails = confirmationAndAlert({
    kind: 'contact',
    recordId,
    visitor: { name: 'Asha Rao', email: 'asha@example.com' },
    confirmation: MailTemplate.ContactConfirmation,
    alert: MailTemplate.ContactAlert,
    mailbox: StaffMailbox.Sales,
    data: sent,
  });

  it('are a confirmation to the visitor and an alert to staff, each with its delivery id', () => {
    expect(mails.map(({ deliveryId, to }) => ({ deliveryId, to }))).toEqual([
      {
        deliveryId: '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b.contact-confirmation',
        to: { visitor: 'asha@example.com' },
      },
      {
        deliveryId: '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b.contact-alert',
        to: { staff: 'sales' },
      },
    ]);
  });

  it('give the confirmation the first name and nothing else the visitor sent', () => {
    // Whole, so that a field added to it later has to be added here, on purpose.
    expect(mails[0]).toEqual({
      deliveryId: `${recordId}.contact-confirmation`,
      template: MailTemplate.ContactConfirmation,
      to: { visitor: 'asha@example.com' },
      firstName: 'Asha',
    });
    expect(JSON.stringify(mails[0])).not.toMatch(/evil|Mailbox|Rao/);
  });

  it('give the alert everything, the visitor to reply to and the record to link', () => {
    expect(mails[1]).toEqual({
      deliveryId: `${recordId}.contact-alert`,
      template: MailTemplate.ContactAlert,
      to: { staff: StaffMailbox.Sales },
      data: sent,
      replyTo: 'asha@example.com',
      record: { kind: 'contact', id: recordId },
    });
  });

  it('tell a confirmation from the other mails', () => {
    expect(mails.map(isConfirmation)).toEqual([true, false]);
    const confirmations = Object.values(MailTemplate).filter((template) =>
      isConfirmation({ template } as MailJob),
    );
    expect(confirmations).toEqual(
      Object.values(MailTemplate).filter((t) => t.endsWith('-confirmation')),
    );
  });

  it('travel as one job whose id is made of their delivery ids, the same every time', () => {
    expect(mailBatchId(mails)).toBe(
      '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b.contact-confirmation+' +
        '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b.contact-alert',
    );
    expect(mailBatchId([...mails])).toBe(mailBatchId(mails));
    expect(mailBatchId([mails[1]])).not.toBe(mailBatchId(mails));
  });
});

describe('greetingName', () => {
  it.each([
    ['Asha Rao', 'Asha'],
    ['  Ananya  ', 'Ananya'],
    ["D'Souza", "D'Souza"],
    ['Jean-Luc Picard', 'Jean-Luc'],
    ['José', 'José'],
    ['Zoë\tKhan', 'Zoë'],
    ['अनन्या शर्मा', 'अनन्या'],
    ['Ü'.repeat(40), 'Ü'.repeat(GREETING_NAME_MAX)],
  ])('greets %j as %j', (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });

  it.each([
    'https://evil.example/login',
    'evil.example',
    'www.evil',
    'asha@example.com',
    'Dr. Asha',
    'Agent007',
    'a/b',
    'mailto:x',
    '<b>Asha</b>',
    'Asha\u202Eahsa',
    '<Asha>',
    '',
    '   ',
    undefined,
  ])('greets no one for %j', (name) => {
    expect(greetingName(name)).toBeUndefined();
  });
});

describe('inert', () => {
  it.each([
    ['Verify at https://evil.example/x now', 'Verify at https[:]//evil[.]example/x now'],
    ['write to a@b.com', 'write to a[at]b[.]com'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['ftp://intranet/login', 'ftp[:]//intranet/login'],
    ['mailto:eve@evil.example', 'mailto[:]eve[at]evil[.]example'],
    ['http://10.0.0.1:8080/', 'http[:]//10[.]0[.]0[.]1:8080/'],
    ['evil\u3002example and evil\uFF0Eexample', 'evil[.]example and evil[.]example'],
    ['eve\uFF20evil', 'eve[at]evil'],
    ['Plain words. A sentence ends.', 'Plain words. A sentence ends.'],
  ])('makes %j inert as %j', (text, expected) => {
    expect(inert(text)).toBe(expected);
  });

  it('leaves inert text as it is, so checking it again changes nothing', () => {
    const once = inert('https://evil.example/a?b=c@d.e and HTTPS://X.Y');
    expect(inert(once)).toBe(once);
    expect(once).not.toMatch(/:\/\/|@|\w\.\w/);
  });
});

describe('labelled', () => {
  const LABELS = { name: 'Name', company: 'Company', message: 'Project details' } as const;

  it("names each value by its field's label, in the labels' order", () => {
    expect(
      Object.entries(labelled(LABELS, { message: 'Move to the cloud', name: 'Asha Rao' })),
    ).toEqual([
      ['Name', 'Asha Rao'],
      ['Project details', 'Move to the cloud'],
    ]);
  });

  it('keeps an empty field as a line without a value and leaves out fields it has no label for', () => {
    expect(labelled(LABELS, { name: 'Asha', company: null, extra: 'x' } as never)).toEqual({
      Name: 'Asha',
      Company: undefined,
    });
  });
});

describe("every kind's labels", () => {
  it.each([
    ['contact', contact.labels],
    ['schedule call', scheduleCall.labels],
    ['consultation', consultation.labels],
    ['developer hire', developerHire.labels],
    ['job application', jobApplication.labels],
    ['internship application', internshipApplication.labels],
    ['internship question', internshipQuestion.labels],
  ])("%s: names the visitor's fields alike and no two fields the same", (_kind, labels) => {
    expect(labels).toMatchObject(VISITOR_LABELS);
    const names = Object.values(labels);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("a mail's link", () => {
  const sealed = `v1.${'A'.repeat(16)}.${'B'.repeat(22)}.${'C'.repeat(43)}`;
  const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHE';
  const invitation = (fields: Record<string, unknown>) => ({
    mails: [
      {
        deliveryId: 'staff-invitation.1',
        template: MailTemplate.StaffInvitation,
        to: { visitor: 'new.admin@bytecraft.example' },
        data: {},
        ...fields,
      },
    ],
  });
  const accepted = (fields: Record<string, unknown>) =>
    mailBatchSchema.safeParse(invitation(fields)).success;

  it.each(['invite', 'reset', 'newsletter-confirm', 'unsubscribe'])(
    'travels sealed for %s',
    (purpose) => {
      expect(accepted({ link: { purpose, token: sealed } })).toBe(true);
    },
  );

  it('refuses a token in the clear, where the link goes or where the fields that carried one were', () => {
    expect(accepted({ link: { purpose: 'invite', token } })).toBe(false);
    expect(accepted({ link: { purpose: 'invite', token: `v1.${token}` } })).toBe(false);
    expect(accepted({ staffLink: { purpose: 'invite', token } })).toBe(false);
    expect(accepted({ confirmToken: token })).toBe(false);
    expect(accepted({ unsubscribeToken: token })).toBe(false);
  });

  it('refuses a purpose no link has', () => {
    expect(accepted({ link: { purpose: 'login', token: sealed } })).toBe(false);
  });
});
