import type { KindDefinition } from '@bytecraft/contracts/kinds/define-kind';
import { jobApplication } from '@bytecraft/contracts/kinds/job-application';
import { KINDS } from '@bytecraft/contracts/records';
import { recordOf } from './record-columns';

/** A stored row of any kind: the columns every record has, then `own`. */
const rowWith = <O extends object>(own: O) => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  ownerId: null,
  followUpAt: null,
  firstReplyAt: null,
  visitorReplyAt: null,
  dueAt: null,
  atRiskAt: null,
  priority: null,
  lastPromise: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:06Z'),
  ...own,
});

/** Every field of the job application form, as a row stores one sent blank. */
const jobApplicationFields = Object.fromEntries(
  Object.keys(jobApplication.schema.shape).map((field) => [field, null]),
) as Record<keyof typeof jobApplication.schema.shape, string | null>;

describe('recordOf', () => {
  // The newsletter's subscription is no submitted record: its mapper reads its own columns.
  const submitted = KINDS.filter((kind) => kind.id !== 'newsletter-subscription');

  it.each(submitted.map((kind) => [kind.id, kind] as const))(
    'copies every field of the %s form as stored, and its status when it has a workflow',
    (_id, kind) => {
      const fields = Object.keys(kind.schema.shape);
      const own = Object.fromEntries(fields.map((field) => [field, `stored ${field}`]));
      const record = recordOf<KindDefinition>(kind)(
        rowWith({ ...own, status: 'stored status', secret: 'kept' }),
      );

      expect(record).toMatchObject(own);
      expect('status' in record).toBe(kind.statuses.length > 0);
      expect(record).not.toHaveProperty('secret');
      expect(record.createdAt).toBe('2026-01-02T03:04:05.000Z');
    },
  );

  it('adds what the mapper computes, over the stored fields', () => {
    const row = rowWith({
      ...jobApplicationFields,
      jobTitle: 'Senior Engineer',
      status: 'applied',
    });

    expect(recordOf(jobApplication)(row, { resumeUrl: '/resume' })).toMatchObject({
      jobTitle: 'Senior Engineer',
      status: 'applied',
      resumeUrl: '/resume',
    });
  });

  it('does not compile for a row without a field of the kind’s form', () => {
    const { jobTitle: _jobTitle, ...withoutJobTitle } = jobApplicationFields;
    const row = rowWith({ ...withoutJobTitle, status: 'applied' });
    // @ts-expect-error: the row has no jobTitle, which the job application form sends
    const record = recordOf(jobApplication)(row);
    // What it would otherwise read: a field the record's type promises, missing.
    expect(record.jobTitle).toBeUndefined();
  });
});
