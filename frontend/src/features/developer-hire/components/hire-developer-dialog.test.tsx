import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDialog } from '../../../testing/form-dialog';
import {
  chooseOption,
  expectSentJson,
  fill,
  fillVisitor,
  press,
  visitor,
} from '../../../testing/form-helpers';
import { recordRequests } from '../../../testing/server';
import { HireDeveloperDialog } from './hire-developer-dialog';

const developer = { id: 4, name: 'Sneha Kulkarni' };

const dialog = formDialog(
  (onClose) => <HireDeveloperDialog open developer={developer} onClose={onClose} />,
  'Send Request',
);

describe('HireDeveloperDialog', () => {
  it('is titled for the developer and lists every missing required field, sending nothing', async () => {
    await dialog.refusesEmpty(['Project type is required', 'Project details are required']);
    expect(screen.getByRole('dialog', { name: 'Contact Sneha Kulkarni' })).toBeInTheDocument();
  });

  it('asks for at least 20 characters of project details', async () => {
    await dialog.refuses(
      ['Please provide more details about your project (at least 20 characters)'],
      () => fill(/project details/i, 'An app now'),
    );
  });

  it("sends the request with the developer's id as text, then closes", async () => {
    const requests = await dialog.sends(
      'developer-hire',
      { title: 'Request Sent!', message: 'We will be in touch within 24 hours.' },
      async () => {
        await fillVisitor(visitor);
        await chooseOption(/project type/i, 'Mobile App');
        await chooseOption(/budget/i, '₹4,00,000 - ₹8,00,000');
        await chooseOption(/timeline/i, 'Within 3 months');
        await fill(/project details/i, 'An offline-first field sales app for Android and iOS.');
      },
    );
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
    const onClose = dialog.open();
    await press('Cancel');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });
});
