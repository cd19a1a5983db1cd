import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDialog, pdf, uploadResume } from '../../../testing/form-dialog';
import {
  answerFieldErrors,
  chooseOption,
  fill,
  fillVisitor,
  press,
  sentSubmission,
  visitor,
} from '../../../testing/form-helpers';
import { InternshipApplicationDialog } from './internship-application-dialog';

const PROGRAM = 'Data Engineering Intern';
const MOTIVATION =
  'I want to build data pipelines that real businesses depend on, and learn from your engineers.';
const RECEIPT = { title: 'Application Submitted!', message: 'We will review it within a week.' };

const dialog = formDialog(
  (onClose) => <InternshipApplicationDialog open onClose={onClose} />,
  'Submit Application',
);
const forProgram = formDialog(
  (onClose) => <InternshipApplicationDialog open program={PROGRAM} onClose={onClose} />,
  'Submit Application',
);

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
    await dialog.refusesEmpty([
      'University is required',
      'Major/Course is required',
      'Motivation is required',
    ]);
  });

  it('asks for at least 50 characters of motivation', async () => {
    await dialog.refuses(
      ['Please provide more details about your motivation (at least 50 characters)'],
      () => fill(/motivation/i, 'I like data.'),
    );
  });

  it('shows the preselected program', () => {
    forProgram.open();
    expect(screen.getByRole('combobox', { name: /internship program/i })).toHaveTextContent(
      PROGRAM,
    );
  });

  it('sends multipart with course and year, the resume, and not the program; then closes', async () => {
    const requests = await forProgram.sends('internship/application', RECEIPT, async () => {
      await fillValid();
      await uploadResume(pdf('intern cv'));
    });
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
    const requests = await forProgram.sends('internship/application', RECEIPT, fillValid);
    const body = await sentSubmission(requests, '/api/internship/application').formData();
    expect(body.has('resume')).toBe(false);
    expect(body.get('course')).toBe('Computer Science');
  });

  it('puts server errors for course under Major/Course and keeps the values', async () => {
    answerFieldErrors('internship/application', [
      { field: 'course', message: 'Major/Course must be at most 200 characters' },
    ]);
    const onClose = forProgram.open();
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
