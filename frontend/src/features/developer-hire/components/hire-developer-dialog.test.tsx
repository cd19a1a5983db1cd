import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { HireDeveloperDialog } from './hire-developer-dialog';
import {
  answerReceipt,
  chooseOption,
  expectReceiptAndClose,
  expectRefused,
  expectSentJson,
  fill,
  fillVisitor,
  press,
  visitor,
} from '../../../testing/form-helpers';

const developer = { id: 4, name: 'Sneha Kulkarni' };

describe('HireDeveloperDialog', () => {
  it('is titled for the developer and lists every missing required field, sending nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<HireDeveloperDialog open developer={developer} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Contact Sneha Kulkarni' })).toBeInTheDocument();
    await press('Send Request');

    await expectRefused(requests, [
      'Name is required',
      'Email is required',
      'Project type is required',
      'Project details are required',
    ]);
  });

  it('asks for at least 20 characters of project details', async () => {
    const requests = recordRequests();
    renderWithProviders(<HireDeveloperDialog open developer={developer} onClose={() => {}} />);
    await fill(/project details/i, 'An app now');
    await press('Send Request');
    await expectRefused(requests, [
      'Please provide more details about your project (at least 20 characters)',
    ]);
  });

  it("sends the request with the developer's id as text, then closes", async () => {
    const requests = answerReceipt(
      'developer-hire',
      'Request Sent!',
      'We will be in touch within 24 hours.',
    );
    const onClose = vi.fn();
    renderWithProviders(<HireDeveloperDialog open developer={developer} onClose={onClose} />);
    await fillVisitor(visitor);
    await chooseOption(/project type/i, 'Mobile App');
    await chooseOption(/budget/i, '₹4,00,000 - ₹8,00,000');
    await chooseOption(/timeline/i, 'Within 3 months');
    await fill(/project details/i, 'An offline-first field sales app for Android and iOS.');
    await press('Send Request');

    await expectReceiptAndClose('Request Sent!', onClose);
    await expectSentJson(requests, '/api/developer-hire', {
      ...visitor,
      projectType: 'mobile-app',
      budget: '5k-10k',
      timeline: '3-months',
      message: 'An offline-first field sales app for Android and iOS.',
      developerId: '4',
    });
  });

  it('closes on Cancel without sending', async () => {
    const requests = recordRequests();
    const onClose = vi.fn();
    renderWithProviders(<HireDeveloperDialog open developer={developer} onClose={onClose} />);
    await press('Cancel');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });
});
