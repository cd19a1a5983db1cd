import { consolePersonPath } from './console-paths';
import { toFieldErrors } from './errors';
import { mailBatchSchema } from './mail';
import { MailTemplate } from './mail-templates';
import {
  newsletterConfirmSchema,
  newsletterSubscribeRequestSchema,
} from './kinds/newsletter-subscription';
import {
  ERASE_CONFIRM_MESSAGE,
  ERASURE_PARTS,
  eraseRequestSchema,
  erasureJobSchema,
  failedErasureJob,
  erasureReportSchema,
  personQuerySchema,
} from './people';
import { RETENTION_DEFAULT_MONTHS, retentionEnvName, type RetainedKind } from './retention';
import { RETENTION_POLICY } from './retention-policy';
import { JOB_QUEUE, jobsOf } from './jobs';
import { ERASURE_QUEUES, JobName, QueueName } from './queues';
import { RECORD_KIND_IDS } from './records';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const HASH = 'c'.repeat(64);
const AT = '2026-11-25T03:00:00.000Z';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? [] : toFieldErrors(result.error!);

const everyKindAt = (at: string) =>
  Object.fromEntries(Object.keys(RETENTION_DEFAULT_MONTHS).map((kind) => [kind, at])) as Record<
    RetainedKind,
    string
  >;

describe('one person is one address', () => {
  it('is compared lower-cased and trimmed, and refuses what is no address on `email`', () => {
    expect(personQuerySchema.parse({ email: ' Asha.Rao@Example.COM ' })).toEqual({
      email: 'asha.rao@example.com',
    });
    for (const email of [undefined, '', 'asha', 'asha@']) {
      expect(errorsOf(personQuerySchema.safeParse({ email })).map((e) => e.field)).toEqual([
        'email',
      ]);
    }
  });

  it('links the console Person page with the address encoded', () => {
    expect(consolePersonPath('a+b@example.com')).toBe('/admin/people?email=a%2Bb%40example.com');
  });
});

describe('an erasure request', () => {
  it('takes the address typed again in any case', () => {
    expect(
      eraseRequestSchema.parse({ email: 'Asha@Example.com', confirm: ' asha@example.COM ' }),
    ).toEqual({ email: 'asha@example.com', confirm: ' asha@example.COM ' });
  });

  it('refuses another address, or none, on `confirm` with its message', () => {
    for (const confirm of [undefined, '', 'ravi@example.com']) {
      expect(
        errorsOf(eraseRequestSchema.safeParse({ email: 'asha@example.com', confirm })),
      ).toEqual([{ field: 'confirm', message: ERASE_CONFIRM_MESSAGE }]);
    }
  });
});

describe('an erasure job and its reports', () => {
  it('erases one address (lower-cased, with its keyed hash) or what is past every kind’s cutoff, nothing else', () => {
    expect(
      erasureJobSchema.parse({
        erasureId: ID,
        scope: { email: 'Asha@Example.com', emailHash: HASH },
      }).scope,
    ).toEqual({ email: 'asha@example.com', emailHash: HASH });
    const retention = { before: everyKindAt(AT), pendingBefore: AT };
    expect(erasureJobSchema.parse({ erasureId: ID, scope: retention }).scope).toEqual(retention);

    const { contact: _left, ...missingOne } = everyKindAt(AT);
    for (const bad of [
      { erasureId: 'x', scope: { email: 'asha@example.com', emailHash: HASH } },
      { erasureId: ID, scope: { email: 'asha@example.com' } },
      { erasureId: ID, scope: { email: 'asha@example.com', emailHash: 'asha@example.com' } },
      { erasureId: ID, scope: {} },
      { erasureId: ID, scope: { email: 'asha@example.com', before: everyKindAt(AT) } },
      { erasureId: ID, scope: { before: missingOne, pendingBefore: AT } },
      { erasureId: ID, scope: { before: everyKindAt('yesterday'), pendingBefore: AT } },
    ]) {
      expect(erasureJobSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('keeps of a job failed for good the id and the keyed hash, never the address', () => {
    const email = 'asha@example.com';
    expect(failedErasureJob({ erasureId: ID, scope: { email, emailHash: HASH } })).toEqual({
      erasureId: ID,
      scope: { emailHash: HASH },
    });
    // Refused data keeps only what is an id and a hash.
    expect(
      failedErasureJob({ erasureId: ID, scope: { email, emailHash: email }, note: email }),
    ).toEqual({ erasureId: ID });
    expect(failedErasureJob(email)).toEqual({});
    const retention = { erasureId: ID, scope: { before: everyKindAt(AT), pendingBefore: AT } };
    expect(failedErasureJob(retention)).toEqual(retention);
  });

  it('reports a known part with whole counts of known kinds; recruiting may name resume keys', () => {
    expect(ERASURE_PARTS).toEqual(['lead', 'recruiting', 'newsletter', 'notification', 'gateway']);
    const report = {
      erasureId: ID,
      part: 'recruiting',
      counts: { 'job-application': 2, resumes: 1 },
      resumeKeys: [`resumes/${ID}.pdf`],
    };
    expect(erasureReportSchema.parse(report)).toEqual(report);
    for (const bad of [
      { ...report, part: 'billing' },
      { ...report, counts: { 'job-application': -1 } },
      { ...report, counts: { 'job-application': 1.5 } },
      { ...report, counts: { invoices: 1 } },
      { ...report, resumeKeys: [''] },
    ]) {
      expect(erasureReportSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('goes to every service’s queue and the gateway’s; every other job to one queue', () => {
    // The campaigns, sla and staff answers queues carry ids only; their consumers erase on
    // their own queues.
    const services = Object.values(QueueName).filter(
      (queue) =>
        queue !== QueueName.Campaigns &&
        queue !== QueueName.Sla &&
        queue !== QueueName.StaffAnswers,
    );
    expect([...ERASURE_QUEUES].sort()).toEqual(services.sort());
    for (const queue of services) {
      expect(jobsOf(queue)).toContain(JobName.ErasureRequested);
    }
    expect(jobsOf(QueueName.Campaigns)).toEqual([JobName.CampaignSend]);
    expect(jobsOf(QueueName.Erasures).sort()).toEqual(
      [JobName.ErasureRequested, JobName.ErasureReported, JobName.RetentionDue].sort(),
    );
    expect(jobsOf(QueueName.Newsletter).sort()).toEqual(
      [JobName.CampaignMailBounced, JobName.ErasureRequested].sort(),
    );
    expect(JOB_QUEUE).not.toHaveProperty(JobName.ErasureRequested);
  });
});

describe('retention', () => {
  it('has months for every kind, the mail log and inbound mail, named by one variable each', () => {
    expect(Object.keys(RETENTION_DEFAULT_MONTHS).sort()).toEqual(
      [...RECORD_KIND_IDS, 'mail-log', 'inbound-mail'].sort(),
    );
    expect(retentionEnvName('inbound-mail')).toBe('RETENTION_MONTHS_INBOUND_MAIL');
    expect(retentionEnvName('job-application')).toBe('RETENTION_MONTHS_JOB_APPLICATION');
    expect(retentionEnvName('mail-log')).toBe('RETENTION_MONTHS_MAIL_LOG');
  });

  it('states on the legal pages exactly the default months', () => {
    expect(RETENTION_POLICY.map(({ months }) => months)).toEqual([
      RETENTION_DEFAULT_MONTHS['contact'],
      RETENTION_DEFAULT_MONTHS['job-application'],
      RETENTION_DEFAULT_MONTHS['newsletter-subscription'],
      RETENTION_DEFAULT_MONTHS['mail-log'],
      RETENTION_DEFAULT_MONTHS['inbound-mail'],
    ]);
    // One line covers the enquiries: they must keep one period.
    for (const kind of [
      'schedule-call',
      'consultation',
      'developer-hire',
      'internship-question',
    ] as const) {
      expect(RETENTION_DEFAULT_MONTHS[kind]).toBe(RETENTION_DEFAULT_MONTHS['contact']);
    }
    expect(RETENTION_DEFAULT_MONTHS['internship-application']).toBe(
      RETENTION_DEFAULT_MONTHS['job-application'],
    );
  });
});

describe('double opt-in', () => {
  it('keeps the page a subscription came from, a path of the site only', () => {
    const request = { email: 'Asha@Example.com', page: '/services', clientKey: '203.0.113.7' };
    expect(newsletterSubscribeRequestSchema.parse(request)).toEqual({
      email: 'asha@example.com',
      source: 'footer',
      page: '/services',
      clientKey: '203.0.113.7',
    });
    expect(
      errorsOf(
        newsletterSubscribeRequestSchema.safeParse({ ...request, page: 'https://evil.example/' }),
      ),
    ).toEqual([{ field: 'page', message: 'Page must be a path of the site' }]);
    expect(newsletterSubscribeRequestSchema.safeParse({ email: 'asha@example.com' }).success).toBe(
      false,
    );
  });

  it('confirms by a token of bounded length', () => {
    expect(newsletterConfirmSchema.safeParse({ token: 'tok-en_1' }).success).toBe(true);
    for (const token of ['', 'x'.repeat(201), undefined]) {
      expect(newsletterConfirmSchema.safeParse({ token }).success).toBe(false);
    }
  });

  it('mails a confirmation link as a fields mail with its token sealed, never the token', () => {
    const sealed = `v1.${'A'.repeat(16)}.${'B'.repeat(22)}.${'C'.repeat(43)}`;
    const mail = {
      deliveryId: `${ID}.newsletter-confirm`,
      template: MailTemplate.NewsletterConfirm,
      to: { visitor: 'asha@example.com' },
      data: { Email: 'asha@example.com' },
      link: { purpose: 'newsletter-confirm', token: sealed },
    };
    expect(mailBatchSchema.parse({ mails: [mail] })).toEqual({ mails: [mail] });
    const raw = { ...mail, link: { purpose: 'newsletter-confirm', token: 'tok-en_1' } };
    expect(mailBatchSchema.safeParse({ mails: [raw] }).success).toBe(false);
  });
});
