import { NEWSLETTER_CONSENT_TEXT } from '@bytecraft/contracts/newsletter-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  answerFieldErrors,
  answerReceipt,
  answerSubmissions,
  sentSubmission,
} from '../../../testing/form-helpers';
import { recordRequests } from '../../../testing/server';
import { NewsletterForm } from './newsletter-form';

const input = () => screen.getByLabelText('Email address');
const button = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterForm', () => {
  it('keeps Subscribe disabled while the address is empty', async () => {
    renderWithProviders(<NewsletterForm />);
    expect(button()).toBeDisabled();
    await userEvent.type(input(), '   ');
    expect(button()).toBeDisabled();
    await userEvent.type(input(), 'a');
    expect(button()).toBeEnabled();
  });

  it.each([
    '@example.com',
    'reader.example.com',
    'reader@.com',
    'reader@example',
    'reader@example.',
  ])(
    "says 'Invalid Email' and sends nothing for %s, not text, @, text, dot, text",
    async (address) => {
      const requests = recordRequests();
      renderWithProviders(<NewsletterForm />);
      await userEvent.type(input(), address);
      await userEvent.click(button());
      expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    },
  );

  it('shows the consent text under the field, as the field’s description', () => {
    renderWithProviders(<NewsletterForm />);
    expect(input()).toHaveAccessibleDescription(NEWSLETTER_CONSENT_TEXT);
  });

  it("subscribes with source 'footer' and the page it is on, shows the receipt and clears the address", async () => {
    const requests = answerReceipt(
      'newsletter/subscribe',
      'Subscribed!',
      'Thanks for subscribing.',
    );
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(input(), 'reader@example.com');
    await userEvent.click(button());
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(await sentSubmission(requests, '/api/newsletter/subscribe').json()).toEqual({
      email: 'reader@example.com',
      source: 'footer',
      page: '/',
    });
    await waitFor(() => expect(input()).toHaveValue(''));
  });

  it('shows the duplicate-address toast from the catalogue', async () => {
    answerSubmissions('newsletter/subscribe', 409, {
      code: 'DUPLICATE_EMAIL',
      message: 'This email is already subscribed to our newsletter',
    });
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(input(), 'reader@example.com');
    await userEvent.click(button());
    expect(await screen.findByText('Email Already Exists')).toBeInTheDocument();
    expect(input()).toHaveValue('reader@example.com');
  });

  it("puts the server's email message under the field", async () => {
    answerFieldErrors('newsletter/subscribe', [
      { field: 'email', message: 'Email must be at most 254 characters' },
    ]);
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(input(), 'reader@example.com');
    await userEvent.click(button());
    expect(await screen.findByText('Email must be at most 254 characters')).toBeInTheDocument();
    expect(screen.getByText('Please check your email address and try again.')).toBeInTheDocument();
  });
});
