import { describe, expect, it } from 'vitest';
import { formDialog, pdf, uploadResume } from '../../../testing/form-dialog';
import {
  chooseOption,
  fill,
  fillVisitor,
  sentSubmission,
  visitor,
} from '../../../testing/form-helpers';
import { ApplicationDialog } from './application-dialog';

const job = { id: 2, title: 'Cloud DevOps Engineer' };

const forJob = formDialog(
  (onClose) => <ApplicationDialog open job={job} onClose={onClose} />,
  'Submit Application',
);
const resumeOnly = formDialog(
  (onClose) => <ApplicationDialog open onClose={onClose} />,
  'Submit Resume',
);

const fillNameAndEmail = () => fillVisitor({ name: visitor.name, email: visitor.email });

describe('ApplicationDialog', () => {
  it('lists every missing field and the missing resume, and sends nothing', async () => {
    await forJob.refusesEmpty([
      'Phone number is required',
      'Experience is required',
      'Skills are required',
      'Cover letter is required',
      'Resume is required',
    ]);
  });

  it('refuses a file that is not a PDF, DOC or DOCX before sending', async () => {
    await resumeOnly.refuses(['Resume must be a PDF, DOC or DOCX file'], async () => {
      await fillNameAndEmail();
      await uploadResume(new File(['MZ'], 'cv.exe'), { applyAccept: false });
    });
  });

  it('sends a general resume with only a name, an email and the file', async () => {
    const requests = await resumeOnly.sends(
      'job-application/resume',
      { title: 'Resume Submitted!', message: 'Thanks!' },
      async () => {
        await fillNameAndEmail();
        await uploadResume(pdf('resume'));
      },
    );
    const sent = await sentSubmission(requests, '/api/job-application/resume').formData();
    expect([...sent.keys()].sort()).toEqual(['email', 'name', 'resume']);
  });

  it('sends the application for its job as multipart with the resume, then closes', async () => {
    const requests = await forJob.sends(
      'job-application',
      { title: 'Application Submitted!', message: 'Thanks!' },
      async () => {
        await fillVisitor({ ...visitor, company: undefined });
        await chooseOption(/experience/i, '3-5 years');
        await fill(/skills/i, 'Kubernetes, Terraform, AWS');
        await fill(
          /cover letter/i,
          'I have run production Kubernetes clusters for three years and love automation.',
        );
        await uploadResume(pdf('resume'));
      },
    );
    const body = await sentSubmission(requests, '/api/job-application').formData();
    expect(body.get('jobId')).toBe('2');
    expect(body.get('jobTitle')).toBe('Cloud DevOps Engineer');
    expect(body.get('experience')).toBe('3-5');
    // jsdom's File loses its name crossing into Node's FormData; the bytes are what matter here.
    expect(await (body.get('resume') as Blob).text()).toBe('%PDF-1.7 resume');
    expect(body.has('website')).toBe(false);
  });
});
