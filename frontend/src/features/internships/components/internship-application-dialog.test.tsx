import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { InternshipApplicationDialog } from './internship-application-dialog';
import {
  answerReceipt,
  answerSubmissions,
  chooseOption,
  expectReceiptAndClose,
  expectRefused,
  fill,
  fillVisitor,
  press,
  sentSubmission,
  visitor,
} from '../../../testing/form-helpers';

const PROGRAM = 'Data Engineering Intern';
const MOTIVATION =
  'I want to build data pipelines that real businesses depend on, and learn from your engineers.';

async function fillValid() {
  await fillVisitor({ name: visitor.name, email: visitor.email });
  await fill(/university/i, 'IIIT Bangalore');
  await fill(/major\/course/i, 'Computer Science');
  await chooseOption(/graduation year/i, '2026');
  await fill(/^skills/i, 'Python, SQL');
  await fill(/motivation/i, MOTIVATION);
  await chooseOption(/availability/i, 'Part-time (20-30 hours/week)');
}

describe('InternshipApplicationDialog', () => {
  it('lists every missing required field and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<InternshipApplicationDialog open onClose={() => {}} />);
    await press('Submit Application');
    await expectRefused(requests, [
      'Name is required',
      'Email is required',
      'University is required',
      'Major/Course is required',
      'Motivation is required',
    ]);
  });

  it('asks for at least 50 characters of motivation', async () => {
    const requests = recordRequests();
    renderWithProviders(<InternshipApplicationDialog open onClose={() => {}} />);
    await fill(/motivation/i, 'I like data.');
    await press('Submit Application');
    await expectRefused(requests, [
      'Please provide more details about your motivation (at least 50 characters)',
    ]);
  });

  it('shows the preselected program', () => {
    renderWithProviders(<InternshipApplicationDialog open program={PROGRAM} onClose={() => {}} />);
    expect(screen.getByRole('combobox', { name: /internship program/i })).toHaveTextContent(
      PROGRAM,
    );
  });

  it('sends multipart with course and year, the resume, and not the program; then closes', async () => {
    const requests = answerReceipt(
      'internship/application',
      'Application Submitted!',
      'We will review it within a week.',
    );
    const onClose = vi.fn();
    renderWithProviders(<InternshipApplicationDialog open program={PROGRAM} onClose={onClose} />);
    await fillValid();
    await userEvent.upload(
      screen.getByLabelText('Resume'),
      new File(['%PDF-1.7 intern cv'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await press('Submit Application');

    await expectReceiptAndClose('Application Submitted!', onClose);
    const request = sentSubmission(requests, '/api/internship/application');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const body = await request.formData();
    const { resume, ...fields } = Object.fromEntries(body.entries());
    expect(fields).toEqual({
      name: visitor.name,
      email: visitor.email,
      university: 'IIIT Bangalore',
      course: 'Computer Science',
      year: '2026',
      skills: 'Python, SQL',
      motivation: MOTIVATION,
      availability: 'part-time',
    });
    // jsdom's File loses its name crossing into Node's FormData; the bytes are what matter here.
    expect(await (resume as Blob).text()).toBe('%PDF-1.7 intern cv');
    expect([...body.values()]).not.toContain(PROGRAM);
  });

  it('sends no resume when none is chosen', async () => {
    const requests = answerReceipt('internship/application', 'Application Submitted!');
    renderWithProviders(<InternshipApplicationDialog open program={PROGRAM} onClose={() => {}} />);
    await fillValid();
    await press('Submit Application');
    expect(await screen.findByText('Application Submitted!')).toBeInTheDocument();
    const body = await sentSubmission(requests, '/api/internship/application').formData();
    expect(body.has('resume')).toBe(false);
    expect(body.get('course')).toBe('Computer Science');
  });

  it('puts server errors for course under Major/Course and keeps the values', async () => {
    answerSubmissions('internship/application', 400, {
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      validationErrors: [
        { field: 'course', message: 'Major/Course must be at most 200 characters' },
      ],
    });
    const onClose = vi.fn();
    renderWithProviders(<InternshipApplicationDialog open program={PROGRAM} onClose={onClose} />);
    await fillValid();
    await press('Submit Application');
    const course = screen.getByLabelText(/major\/course/i);
    await waitFor(() =>
      expect(document.getElementById(course.getAttribute('aria-describedby')!)).toHaveTextContent(
        'Major/Course must be at most 200 characters',
      ),
    );
    expect(course).toHaveValue('Computer Science');
    expect(onClose).not.toHaveBeenCalled();
  });
});
