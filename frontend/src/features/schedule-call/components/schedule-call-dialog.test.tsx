import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDialog } from '../../../testing/form-dialog';
import {
  chooseOption,
  expectSentJson,
  fill,
  fillVisitor,
  press,
  receipt,
  visitor,
} from '../../../testing/form-helpers';
import { ScheduleCallDialog } from './schedule-call-dialog';

const TITLE = 'Call Scheduled!';
const MESSAGE = "Thanks! We'll confirm your call slot by email within one business day.";

const REQUIRED_MESSAGES = [
  'Name is required',
  'Email is required',
  'Phone number is required',
  'Call purpose is required',
  'Preferred time is required',
];

const dialog = formDialog(
  (onClose) => <ScheduleCallDialog open onClose={onClose} />,
  'Schedule Call',
);

describe('ScheduleCallDialog', () => {
  it('shows its title, fields and buttons', () => {
    dialog.open();
    expect(screen.getByRole('dialog', { name: 'Schedule a Call' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toBeRequired();
    expect(screen.getByLabelText('Email Address *')).toBeRequired();
    expect(screen.getByLabelText('Phone Number *')).toBeRequired();
    expect(screen.getByLabelText('Company Name')).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Call Purpose' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Preferred Time' })).toBeRequired();
    expect(screen.getByLabelText('Additional Information')).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Schedule Call' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('lists every missing required field and sends nothing', async () => {
    await dialog.refuses(REQUIRED_MESSAGES);
  });

  it("clears only the edited field's errors", async () => {
    dialog.open();
    await press('Schedule Call');
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();

    await fill(/phone number/i, '+91 98860 55555');
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    for (const message of REQUIRED_MESSAGES.filter((m) => m !== 'Phone number is required')) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    await chooseOption(/call purpose/i, 'Partnership');
    expect(screen.queryByText('Call purpose is required')).not.toBeInTheDocument();
    expect(screen.getByText('Preferred time is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('posts the call request, shows the receipt and closes', async () => {
    const requests = await dialog.sends(
      'schedule-call',
      { title: TITLE, message: MESSAGE },
      async () => {
        await fillVisitor(visitor);
        await chooseOption(/call purpose/i, 'Project Discussion');
        await chooseOption(/preferred time/i, 'Afternoon (12 PM - 5 PM)');
        await fill(/additional information/i, 'We would like to discuss a fleet dashboard.');
      },
    );
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    await expectSentJson(requests, '/api/schedule-call', {
      ...visitor,
      purpose: 'project-discussion',
      preferredTime: 'afternoon',
      message: 'We would like to discuss a fleet dashboard.',
    });
  });

  it("reads 'Scheduling...' and is disabled while the request runs", async () => {
    const { respond } = await dialog.whileSending('schedule-call', 'Scheduling...', async () => {
      await fillVisitor({ ...visitor, company: undefined });
      await chooseOption(/call purpose/i, 'Support');
      await chooseOption(/preferred time/i, 'Flexible');
    });
    respond(201, receipt(TITLE, MESSAGE));
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });
});
