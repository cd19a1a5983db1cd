import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { JobName } from '@bytecraft/contracts/queues';
import { addressesOf } from './queue-sweep.service';

describe('addressesOf', () => {
  it("reads a submission's address, and nothing of its message", () => {
    const data = { id: 'x', data: { email: 'Ann@Example.co', message: 'write to bo@example.com' } };
    expect(addressesOf({ name: JobName.ContactSubmitted, data })).toEqual(['Ann@Example.co']);
  });

  it("reads each mail's recipient, Reply-To and every line that is a whole value", () => {
    const data = {
      mails: [
        { template: MailTemplate.ContactConfirmation, to: { visitor: 'ann@example.co' } },
        {
          template: MailTemplate.ContactAlert,
          to: { staff: StaffMailbox.Sales },
          data: { Email: 'cleo@example.com', Message: 'write to ann@example.co' },
          replyTo: 'cleo@example.com',
        },
      ],
    };
    expect(addressesOf({ name: JobName.SendMail, data }).sort()).toEqual(
      ['ann@example.co', 'cleo@example.com', 'cleo@example.com', 'write to ann@example.co'].sort(),
    );
  });

  it('reads what is there of data that does not match its type, and nothing of an unknown job', () => {
    expect(addressesOf({ name: JobName.SendMail, data: { to: 'ann@example.co' } })).toEqual([]);
    expect(addressesOf({ name: JobName.SendMail, data: { mails: 'ann@example.co' } })).toEqual([]);
    expect(addressesOf({ name: JobName.ContactSubmitted, data: null })).toEqual([]);
    expect(addressesOf({ name: 'old.job', data: { data: { email: 'ann@example.co' } } })).toEqual(
      [],
    );
  });
});
