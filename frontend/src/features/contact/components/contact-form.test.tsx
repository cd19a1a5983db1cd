import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_ID_HEADER } from '@bytecraft/contracts/submission';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { ContactForm } from './contact-form';
import {
  answerFieldErrors,
  answerReceipt,
  answerSubmissions,
  fill,
  press,
  sentSubmission,
} from '../../../testing/form-helpers';

const fieldErrors = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const describedBy = input.getAttribute('aria-describedby');
  const helper = describedBy ? document.getElementById(describedBy) : null;
  return helper
    ? within(helper)
        .queryAllByRole('listitem')
        .map((li) => li.textContent)
    : [];
};

async function fillValidForm() {
  await fill(/full name/i, 'Asha Rao');
  await fill(/email address/i, 'asha@example.com');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /service/i }),
    'Cloud Solutions',
  );
  await fill(/project details/i, 'We need a cloud migration plan.');
}

/** Renders the form, fills it in validly and sends it. */
async function sendValidForm() {
  renderWithProviders(<ContactForm />);
  await fillValidForm();
  await press('Send Message');
}

describe('ContactForm', () => {
  it('shows every rule broken as bullet lines under its field and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/full name/i), 'A');
    await fill(/email address/i, 'not-an-email');
    await fill(/project details/i, 'Too short');
    await press('Send Message');

    expect(fieldErrors(/full name/i)).toEqual(['Name must be at least 2 characters']);
    expect(fieldErrors(/email address/i)).toEqual(['Please enter a valid email address']);
    expect(fieldErrors(/project details/i)).toEqual(['Message must be at least 10 characters']);
    expect(await screen.findByText('Please Fix Errors')).toBeInTheDocument();
    expect(
      screen.getByText('Please correct the highlighted fields and try again.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks for the required fields when the form is empty', async () => {
    renderWithProviders(<ContactForm />);
    await press('Send Message');
    expect(fieldErrors(/full name/i)).toEqual(['Name is required']);
    expect(fieldErrors(/email address/i)).toEqual(['Email is required']);
    expect(fieldErrors(/project details/i)).toEqual(['Message is required']);
    expect(fieldErrors(/service/i)).toEqual(['Service selection is required']);
  });

  it("clears a field's errors as soon as it is edited, and only that field's", async () => {
    renderWithProviders(<ContactForm />);
    await press('Send Message');
    await userEvent.type(screen.getByLabelText(/full name/i), 'A');
    expect(fieldErrors(/full name/i)).toEqual([]);
    expect(fieldErrors(/email address/i)).toEqual(['Email is required']);
  });

  it('sends the message with a submission id, shows the server receipt and clears the form', async () => {
    const requests = answerReceipt('contact', 'Message Sent!', 'We will reply soon.');
    await sendValidForm();

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText('We will reply soon.')).toBeInTheDocument();
    const request = sentSubmission(requests, '/api/contact');
    expect(await request.json()).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      service: 'cloud',
      message: 'We need a cloud migration plan.',
      website: '',
    });
    await waitFor(() => expect(screen.getByLabelText(/full name/i)).toHaveValue(''));
  });

  it('puts the server validation errors under their fields and keeps what was typed', async () => {
    answerFieldErrors('contact', [
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    await sendValidForm();

    await waitFor(() =>
      expect(fieldErrors(/email address/i)).toEqual(['Please enter a valid email address']),
    );
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Asha Rao');
  });

  it('shows the catalogue toast when the server refuses for another reason', async () => {
    answerSubmissions('contact', 429, {
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many requests from this IP, please try again later',
    });
    await sendValidForm();
    expect(await screen.findByText('Too Many Requests')).toBeInTheDocument();
    expect(
      screen.getByText('Too many requests. Please wait a moment before trying again.'),
    ).toBeInTheDocument();
  });

  it('tells the visitor when the service is away, and sends again under the same submission id', async () => {
    const requests = answerSubmissions('contact', 503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'This service is unavailable right now, please try again shortly',
    });
    await sendValidForm();
    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
    const first = sentSubmission(requests, '/api/contact').headers.get(SUBMISSION_ID_HEADER);

    await press('Send Message');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].headers.get(SUBMISSION_ID_HEADER)).toBe(first);
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Asha Rao');
  });
});
