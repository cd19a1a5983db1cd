import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDialog } from '../../../testing/form-dialog';
import {
  answerSubmissions,
  chooseOption,
  fill,
  fillVisitor,
  press,
  receipt,
  sentSubmission,
  visitor,
} from '../../../testing/form-helpers';
import { InternshipQuestionDialog } from './internship-question-dialog';

const dialog = formDialog(
  (onClose) => <InternshipQuestionDialog open onClose={onClose} />,
  'Send Question',
);

async function fillRequired() {
  await fillVisitor({ name: visitor.name, email: visitor.email });
  await fill(/your question/i, 'Can I join the part-time track during my final semester?');
}

describe('InternshipQuestionDialog', () => {
  it('lists every missing required field and sends nothing', async () => {
    await dialog.refusesEmpty(['Question is required']);
  });

  it('asks for at least 10 characters in the question', async () => {
    await dialog.refuses(
      ['Please provide more details in your question (at least 10 characters)'],
      () => fill(/your question/i, 'Stipend?'),
    );
  });

  it('sends the question as JSON, shows the receipt and closes', async () => {
    const requests = await dialog.sends(
      'internship/question',
      { title: 'Question Sent!', message: 'Our internship team will reply by email.' },
      async () => {
        await fillRequired();
        await fill(/university/i, 'RV College of Engineering');
        await chooseOption(/area of interest/i, 'Cloud Computing');
      },
    );
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
    const { respond } = await dialog.whileSending(
      'internship/question',
      'Sending...',
      fillRequired,
    );
    respond(201, receipt('Question Sent!', 'Thanks'));
    expect(await screen.findByRole('button', { name: 'Send Question' })).toBeEnabled();
  });

  it('keeps the values when the server refuses', async () => {
    answerSubmissions('internship/question', 500, {
      code: 'INTERNAL_SERVER_ERROR',
      message: 'boom',
    });
    const onClose = dialog.open();
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
