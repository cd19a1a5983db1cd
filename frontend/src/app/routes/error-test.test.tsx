import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import ErrorTestRoute from './error-test';
import { answerFieldErrors, sentSubmission } from '../../testing/form-helpers';
import { itemTexts } from '../../testing/queries';

const logItems = () =>
  within(screen.getByRole('region', { name: 'Results Log' })).queryAllByRole('listitem');
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('Error test page', () => {
  it('shows the rate-limit toast, the popup with status 429 and a log entry', async () => {
    renderWithProviders(<ErrorTestRoute />);
    await click('Simulate Rate Limit Error');

    const popup = await screen.findByRole('alert', { name: 'Too Many Requests' });
    expect(within(popup).getByText('429')).toBeInTheDocument();
    expect(
      within(popup).getByText('Too many requests from this IP, please try again later'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Too many requests. Please wait a moment before trying again.'),
    ).toBeInTheDocument();
    expect(logItems()).toHaveLength(1);
    expect(logItems()[0]).toHaveTextContent('Simulate Rate Limit Error');
    expect(logItems()[0]).toHaveTextContent('429 · Too Many Requests');
  });

  it('lists two field errors for a validation error and status 0 for a network error', async () => {
    renderWithProviders(<ErrorTestRoute />);
    await click('Simulate Validation Error');
    const validation = await screen.findByRole('alert', { name: 'Validation Error' });
    expect(within(validation).getByText('400')).toBeInTheDocument();
    expect(itemTexts(validation)).toEqual([
      'name: Name must be at least 2 characters',
      'email: Please enter a valid email address',
    ]);

    await click('Simulate Network Error');
    const network = await screen.findByRole('alert', { name: 'Connection Error' });
    expect(within(network).getByText('0')).toBeInTheDocument();
    expect(
      within(network).getByText(
        'Network error. Please check your internet connection or try again later.',
      ),
    ).toBeInTheDocument();
    // One popup at a time: the newer error replaced the older one.
    expect(screen.queryByRole('alert', { name: 'Validation Error' })).not.toBeInTheDocument();
  });

  it('logs newest first and empties the log on Clear', async () => {
    renderWithProviders(<ErrorTestRoute />);
    await click('Simulate Server Error');
    await click('Show Success Toast');
    expect(await screen.findByText('Your request was processed successfully.')).toBeInTheDocument();
    expect(logItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Show Success Toast'),
      expect.stringContaining('500 · Error'),
    ]);
    await click('Clear');
    expect(logItems()).toHaveLength(0);
    expect(screen.getByText('No results yet. Use a button above.')).toBeInTheDocument();
  });

  it("really posts the invalid contact message once and lists the server's field errors", async () => {
    const requests = answerFieldErrors('contact', [
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'service', message: 'Service selection is required' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
    renderWithProviders(<ErrorTestRoute />);
    await click('Submit Invalid Contact Form');

    const popup = await screen.findByRole('alert', { name: 'Validation Error' });
    expect(within(popup).getByText('400')).toBeInTheDocument();
    expect(itemTexts(popup)).toEqual([
      'name: Name must be at least 2 characters',
      'email: Please enter a valid email address',
      'service: Service selection is required',
      'message: Message must be at least 10 characters',
    ]);
    const request = sentSubmission(requests, '/api/contact');
    expect(await request.json()).toEqual({
      name: 'A',
      email: 'not-an-email',
      message: 'short',
      service: '',
    });
    await waitFor(() => expect(logItems()).toHaveLength(1));
    expect(logItems()[0]).toHaveTextContent('Submit Invalid Contact Form');
  });
});
