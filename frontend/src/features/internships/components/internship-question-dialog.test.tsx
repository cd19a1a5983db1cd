import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { InternshipQuestionDialog } from './internship-question-dialog';
import {
  answerReceipt,
  answerSubmissions,
  expectReceiptAndClose,
  expectRefused,
  fill,
  fillVisitor,
  holdSubmission,
  press,
  receipt,
  sentSubmission,
  visitor,
} from '../../../testing/form-helpers';

async function fillRequired() {
  await fillVisitor({ name: visitor.name, email: visitor.email });
  await fill(/your question/i, 'Can I join the part-time track during my final semester?');
}

describe('InternshipQuestionDialog', () => {
  it('lists every missing required field and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<InternshipQuestionDialog open onClose={() => {}} />);
    await press('Send Question');
    await expectRefused(requests, [
      'Name is required',
      'Email is required',
      'Question is required',
    ]);
  });

  it('asks for at least 10 characters in the question', async () => {
    const requests = recordRequests();
    renderWithProviders(<InternshipQuestionDialog open onClose={() => {}} />);
    await fill(/your question/i, 'Stipend?');
    await press('Send Question');
    await expectRefused(requests, [
      'Please provide more details in your question (at least 10 characters)',
    ]);
  });

  it('sends the question as JSON, shows the receipt and closes', async () => {
    const requests = answerReceipt(
      'internship/question',
      'Question Sent!',
      'Our internship team will reply by email.',
    );
    const onClose = vi.fn();
    renderWithProviders(<InternshipQuestionDialog open onClose={onClose} />);
    await fillRequired();
    await fill(/university/i, 'RV College of Engineering');
    await userEvent.click(screen.getByRole('combobox', { name: /area of interest/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cloud Computing' }));
    await press('Send Question');

    await expectReceiptAndClose('Question Sent!', onClose);
    const request = sentSubmission(requests, '/api/internship/question');
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await request.json()).toEqual({
      name: visitor.name,
      email: visitor.email,
      phone: '',
      university: 'RV College of Engineering',
      question: 'Can I join the part-time track during my final semester?',
      internshipInterest: 'cloud-computing',
      website: '',
    });
  });

  it("shows 'Sending...' on a disabled button while the request runs", async () => {
    const { respond } = holdSubmission('internship/question');
    renderWithProviders(<InternshipQuestionDialog open onClose={() => {}} />);
    await fillRequired();
    await press('Send Question');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    respond(201, receipt('Question Sent!', 'Thanks'));
    expect(await screen.findByRole('button', { name: 'Send Question' })).toBeEnabled();
  });

  it('keeps the values when the server refuses', async () => {
    answerSubmissions('internship/question', 500, {
      code: 'INTERNAL_SERVER_ERROR',
      message: 'boom',
    });
    const onClose = vi.fn();
    renderWithProviders(<InternshipQuestionDialog open onClose={onClose} />);
    await fillRequired();
    await press('Send Question');
    expect(
      await screen.findByText(
        'Server error occurred. Please try again later or contact support if the problem persists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveValue(visitor.name);
    expect(onClose).not.toHaveBeenCalled();
  });
});
