import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { ApplicationDialog } from './application-dialog';
import {
  answerReceipt,
  chooseOption,
  expectReceiptAndClose,
  expectRefused,
  fill,
  fillVisitor,
  press,
  sentSubmission,
  visitor,
} from '../../../testing/form-helpers';

const pdf = () => new File(['%PDF-1.7 resume'], 'cv.pdf', { type: 'application/pdf' });
const job = { id: 2, title: 'Cloud DevOps Engineer' };

describe('ApplicationDialog', () => {
  it('lists every missing field and the missing resume, and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<ApplicationDialog open job={job} onClose={() => undefined} />);
    await press('Submit Application');

    await expectRefused(requests, [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Experience is required',
      'Skills are required',
      'Cover letter is required',
      'Resume is required',
    ]);
  });

  it('refuses a file that is not a PDF, DOC or DOCX before sending', async () => {
    const requests = recordRequests();
    renderWithProviders(<ApplicationDialog open onClose={() => undefined} />);
    await fillVisitor({ name: visitor.name, email: visitor.email });
    await userEvent.upload(screen.getByLabelText('Resume'), new File(['MZ'], 'cv.exe'), {
      applyAccept: false,
    });
    await press('Submit Resume');
    await expectRefused(requests, ['Resume must be a PDF, DOC or DOCX file']);
  });

  it('sends a general resume with only a name, an email and the file', async () => {
    const requests = answerReceipt('job-application/resume', 'Resume Submitted!', 'Thanks!');
    const onClose = vi.fn();
    renderWithProviders(<ApplicationDialog open onClose={onClose} />);
    await fillVisitor({ name: visitor.name, email: visitor.email });
    await userEvent.upload(screen.getByLabelText('Resume'), pdf());
    await press('Submit Resume');

    await expectReceiptAndClose('Resume Submitted!', onClose);
    const request = sentSubmission(requests, '/api/job-application/resume');
    const sent = await request.formData();
    expect([...sent.keys()].sort()).toEqual(['email', 'name', 'resume']);
  });

  it('sends the application for its job as multipart with the resume, then closes', async () => {
    const requests = answerReceipt('job-application', 'Application Submitted!', 'Thanks!');
    const onClose = vi.fn();
    renderWithProviders(<ApplicationDialog open job={job} onClose={onClose} />);
    await fillVisitor({ ...visitor, company: undefined });
    await chooseOption(/experience/i, '3-5 years');
    await fill(/skills/i, 'Kubernetes, Terraform, AWS');
    await fill(
      /cover letter/i,
      'I have run production Kubernetes clusters for three years and love automation.',
    );
    await userEvent.upload(screen.getByLabelText('Resume'), pdf());
    await press('Submit Application');

    await expectReceiptAndClose('Application Submitted!', onClose);
    const request = sentSubmission(requests, '/api/job-application');
    const body = await request.formData();
    expect(body.get('jobId')).toBe('2');
    expect(body.get('jobTitle')).toBe('Cloud DevOps Engineer');
    expect(body.get('experience')).toBe('3-5');
    // jsdom's File loses its name crossing into Node's FormData; the bytes are what matter here.
    expect(await (body.get('resume') as Blob).text()).toBe('%PDF-1.7 resume');
    expect(body.has('website')).toBe(false);
  });
});
