import { CONSULTATION_LABELS } from './consultation';
import { CONTACT_LABELS } from './contact';
import { DEVELOPER_HIRE_LABELS } from './developer-hire';
import { VISITOR_LABELS } from './fields';
import { INTERNSHIP_APPLICATION_LABELS, INTERNSHIP_QUESTION_LABELS } from './internship';
import { JOB_APPLICATION_LABELS } from './job-application';
import { confirmationAndAlert, labelled, mailBatchId, MailTemplate, StaffMailbox } from './mail';
import { CALL_LABELS } from './schedule-call';

describe('a submission’s mails', () => {
  const mails = confirmationAndAlert({
    recordId: '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b',
    visitorEmail: 'asha@example.com',
    confirmation: MailTemplate.ContactConfirmation,
    alert: MailTemplate.ContactAlert,
    mailbox: StaffMailbox.Sales,
    data: { Name: 'Asha Rao' },
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

  it('travel as one job whose id is made of their delivery ids, the same every time', () => {
    expect(mailBatchId(mails)).toBe(
      '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b.contact-confirmation+' +
        '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b.contact-alert',
    );
    expect(mailBatchId([...mails])).toBe(mailBatchId(mails));
    expect(mailBatchId([mails[1]!])).not.toBe(mailBatchId(mails));
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
    ['contact', CONTACT_LABELS],
    ['schedule call', CALL_LABELS],
    ['consultation', CONSULTATION_LABELS],
    ['developer hire', DEVELOPER_HIRE_LABELS],
    ['job application', JOB_APPLICATION_LABELS],
    ['internship application', INTERNSHIP_APPLICATION_LABELS],
    ['internship question', INTERNSHIP_QUESTION_LABELS],
  ])("%s: names the visitor's fields alike and no two fields the same", (_kind, labels) => {
    expect(labels).toMatchObject(VISITOR_LABELS);
    const names = Object.values(labels);
    expect(new Set(names).size).toBe(names.length);
  });
});
