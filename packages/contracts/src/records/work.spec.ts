import { toFieldErrors } from '../errors';
import { answerRequestSchema } from '../kinds/internship-question';
import { mailBatchSchema, type ReplyMail } from '../mail';
import { MailTemplate, StaffMailbox } from '../mail-templates';
import {
  BULK_MAX,
  bulkOwnerSchema,
  fillPlaceholders,
  followUpChangeSchema,
  placeholderValues,
  noteSchema,
  ownerChangeSchema,
  replySchema,
  replyTemplateSchema,
  unknownPlaceholders,
} from './work';
import { isWorked, WORKED_KINDS } from '../records';
import { listQuerySchema } from './lists';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? [] : toFieldErrors(result.error!);

describe('the kinds staff work', () => {
  it('are every kind with a staff screen but the newsletter', () => {
    expect(WORKED_KINDS).toHaveLength(7);
    expect(isWorked('newsletter-subscription')).toBe(false);
    expect(isWorked('internship-question')).toBe(true);
  });

  it('filter their lists by owner, overdue and waiting; the newsletter has no such filters', () => {
    const schema = listQuerySchema('contact');
    expect(schema.parse({ owner: 'me', overdue: 'true', waiting: 'false' })).toEqual({
      page: 1,
      limit: 10,
      owner: 'me',
      overdue: true,
    });
    expect(schema.parse({ owner: ID.toUpperCase() })).toMatchObject({ owner: ID });
    expect(schema.parse({ owner: 'none', waiting: 'true' })).toMatchObject({
      owner: 'none',
      waiting: true,
    });
    // The owning service parses again what the gateway parsed, and reads the same query.
    const parsed = schema.parse({ owner: 'none', overdue: 'true', waiting: 'true' });
    expect(schema.parse(parsed)).toEqual(parsed);
    expect(errorsOf(schema.safeParse({ owner: 'bob', overdue: 'yes' }))).toEqual([
      { field: 'owner', message: "Owner must be me, none or a staff member's id" },
      { field: 'overdue', message: 'Overdue must be true or false' },
    ]);
    expect(
      listQuerySchema('newsletter-subscription').parse({ owner: 'me', waiting: 'true' }),
    ).toEqual({ page: 1, limit: 50 });
  });
});

describe('owner, follow-up and note', () => {
  it('takes a staff id or null as the owner, and nothing else', () => {
    expect(ownerChangeSchema.parse({ ownerId: ID.toUpperCase() })).toEqual({ ownerId: ID });
    expect(ownerChangeSchema.parse({ ownerId: null })).toEqual({ ownerId: null });
    for (const ownerId of [undefined, 'me', 42]) {
      expect(errorsOf(ownerChangeSchema.safeParse({ ownerId }))).toEqual([
        { field: 'ownerId', message: "Owner must be a staff member's id or null" },
      ]);
    }
  });

  it('takes a follow-up as an ISO date with its offset, in UTC, or null', () => {
    expect(followUpChangeSchema.parse({ at: '2026-12-01T09:30:00+05:30' })).toEqual({
      at: '2026-12-01T04:00:00.000Z',
    });
    expect(followUpChangeSchema.parse({ at: null })).toEqual({ at: null });
    for (const at of ['tomorrow', '2026-12-01', '2026-12-01T09:30', '1999-12-31T00:00Z', 5]) {
      expect(errorsOf(followUpChangeSchema.safeParse({ at }))).toEqual([
        { field: 'at', message: 'Follow-up must be a date and time (ISO 8601) or null' },
      ]);
    }
  });

  it('keeps a note as the trimmed text, refusing an empty or overlong one', () => {
    expect(noteSchema.parse({ text: '  called, wants a quote on Friday ' })).toEqual({
      text: 'called, wants a quote on Friday',
    });
    expect(errorsOf(noteSchema.safeParse({ text: '   ' }))).toEqual([
      { field: 'text', message: 'Note is required' },
    ]);
    expect(errorsOf(noteSchema.safeParse({ text: 'x'.repeat(5001) }))).toEqual([
      { field: 'text', message: 'Note must be at most 5000 characters' },
    ]);
  });
});

describe('replies and their templates', () => {
  it('fills every placeholder, leaving a value the record lacks empty', () => {
    expect(
      fillPlaceholders('Hi {{firstName}}, about {{ jobTitle }} at {{company}}.', {
        firstName: 'Asha',
        jobTitle: 'DevOps Engineer',
      }),
    ).toBe('Hi Asha, about DevOps Engineer at .');
    expect(unknownPlaceholders('{{firstName}} {{salary}} {{ nope }}')).toEqual(['salary', 'nope']);
  });

  it("takes a record's placeholder values from its fields, the kind's own ones where it has them", () => {
    expect(
      placeholderValues(
        { name: 'Asha Rao', email: 'asha@example.com', company: 'Rao Logistics' },
        'Ravi',
      ),
    ).toEqual({
      firstName: 'Asha',
      name: 'Asha',
      email: 'asha[at]example[.]com',
      company: 'Rao Logistics',
      jobTitle: null,
      staffName: 'Ravi',
    });
    // A name that is no greeting (a link's characters) fills no name at all.
    expect(
      placeholderValues(
        { name: 'https://x.example', email: 'x@example.com', jobTitle: 'DevOps' },
        'Ravi',
      ),
    ).toMatchObject({ firstName: null, name: null, company: null, jobTitle: 'DevOps' });
  });

  it("fills a record's other fields only with text no mail client links", () => {
    expect(
      placeholderValues(
        {
          name: 'Dana Evil',
          email: 'dana@victim.example',
          company: 'Verify at https://evil.example/login',
          jobTitle: 'write to help@evil.example',
        },
        'Ravi',
      ),
    ).toEqual({
      firstName: 'Dana',
      name: 'Dana',
      email: 'dana[at]victim[.]example',
      company: 'Verify at https[:]//evil[.]example/login',
      jobTitle: 'write to help[at]evil[.]example',
      staffName: 'Ravi',
    });
  });

  it('refuses a reply with an unknown placeholder or a subject of two lines', () => {
    expect(
      errorsOf(
        replySchema.safeParse({ subject: 'Hello\r\nBcc: x@example.com', body: 'Dear {{salary}}' }),
      ),
    ).toEqual([
      { field: 'subject', message: 'Subject must be one line' },
      {
        field: 'body',
        message:
          'Placeholders must be among: {{firstName}}, {{name}}, {{email}}, {{company}}, {{jobTitle}}, {{staffName}}',
      },
    ]);
    expect(replySchema.parse({ subject: ' Your quote ', body: 'Hi {{firstName}}' })).toEqual({
      subject: 'Your quote',
      body: 'Hi {{firstName}}',
      quote: false,
    });
  });

  it('quotes the visitor only when asked to, with a yes or no', () => {
    const reply = { subject: 'Hi', body: 'Hello' };
    expect(replySchema.parse({ ...reply, quote: true }).quote).toBe(true);
    expect(errorsOf(replySchema.safeParse({ ...reply, quote: 'yes' }))).toEqual([
      { field: 'quote', message: 'Quote must be true or false' },
    ]);
  });

  it('offers a template to the kinds staff reply to, every kind when it names none', () => {
    const template = { name: 'Quote', subject: 'Your quote', body: 'Hi {{firstName}}' };
    expect(replyTemplateSchema.parse(template)).toEqual({ ...template, kinds: [] });
    expect(
      errorsOf(replyTemplateSchema.safeParse({ ...template, kinds: ['newsletter-subscription'] })),
    ).toEqual([{ field: 'kinds.0', message: 'Each kind must be a kind staff reply to' }]);
  });

  it('lets the notification service take a reply mail, never one with a second header line', () => {
    const mail: ReplyMail = {
      deliveryId: `${ID}.reply.${ID}`,
      template: MailTemplate.StaffReply,
      to: { visitor: 'asha@example.com' },
      subject: 'Your quote',
      body: 'Hi Asha',
      replyTo: StaffMailbox.Sales,
      quoted: [{ at: '2026-11-24T10:00:00.000Z', from: 'Asha Rao', text: 'A quote, please' }],
    };
    expect(mailBatchSchema.safeParse({ mails: [mail] }).success).toBe(true);
    expect(
      mailBatchSchema.safeParse({ mails: [{ ...mail, subject: 'Hi\nBcc: x@example.com' }] })
        .success,
    ).toBe(false);
  });

  it("refuses a reply mail quoting the visitor's text with a link or an address a client would show", () => {
    const mail: ReplyMail = {
      deliveryId: `${ID}.reply.${ID}`,
      template: MailTemplate.StaffReply,
      to: { visitor: 'asha@example.com' },
      subject: 'Your quote',
      body: 'See https://bytecraft.example/pricing',
      replyTo: StaffMailbox.Sales,
      quoted: [
        {
          at: '2026-11-24T10:00:00.000Z',
          from: 'Asha',
          text: 'Go to evil[.]example',
          visitor: true,
        },
        { at: '2026-11-25T10:00:00.000Z', from: 'Ana', text: 'Our https://bytecraft.example' },
      ],
    };
    expect(mailBatchSchema.safeParse({ mails: [mail] }).success).toBe(true);
    for (const quote of [
      { text: 'Verify at https://evil.example' },
      { text: 'write to eve@evil.example' },
      { from: 'evil.example' },
    ]) {
      const quoted = [{ ...mail.quoted[0], ...quote }];
      expect(mailBatchSchema.safeParse({ mails: [{ ...mail, quoted }] }).success).toBe(false);
    }
  });
});

describe("an internship question's answer, as the gateway sends it", () => {
  it('names the staff member who sends it by account id, besides the name it is signed with', () => {
    const answer = { response: 'Yes, it is paid.', respondedBy: 'Asha from HR' };
    const actorId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect(answerRequestSchema.parse({ ...answer, actorId: actorId.toUpperCase() })).toEqual({
      ...answer,
      actorId,
    });
    for (const named of [{}, { actorId: '' }, { actorId: 'asha@bytecraft.example' }]) {
      expect(
        errorsOf(answerRequestSchema.safeParse({ ...answer, ...named })).map((e) => e.field),
      ).toEqual(['actorId']);
    }
  });
});

describe('bulk changes', () => {
  it('name 1 to 100 records, each once', () => {
    expect(bulkOwnerSchema.parse({ ids: [ID, ID, 'x'], ownerId: null })).toEqual({
      ids: [ID, 'x'],
      ownerId: null,
    });
    expect(errorsOf(bulkOwnerSchema.safeParse({ ids: [], ownerId: null }))).toEqual([
      { field: 'ids', message: 'Ids must name at least one record' },
    ]);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => String(i));
    expect(errorsOf(bulkOwnerSchema.safeParse({ ids: many, ownerId: null }))).toEqual([
      { field: 'ids', message: 'Ids must name at most 100 records' },
    ]);
  });
});
