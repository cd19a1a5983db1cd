import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { ScheduleCallDialog } from './schedule-call-dialog';
import {
  answerSubmissions,
  chooseOption,
  expectRefused,
  fill,
  holdSubmission,
  press,
  sentSubmission,
} from '../../../testing/form-helpers';

const receipt = {
  success: true,
  title: 'Call Scheduled!',
  message: "Thanks! We'll confirm your call slot by email within one business day.",
  data: { id: 's-1' },
};

const REQUIRED_MESSAGES = [
  'Name is required',
  'Email is required',
  'Phone number is required',
  'Call purpose is required',
  'Preferred time is required',
];

describe('ScheduleCallDialog', () => {
  it('shows its title, fields and buttons', () => {
    renderWithProviders(<ScheduleCallDialog open onClose={() => undefined} />);
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
    const requests = recordRequests();
    const onClose = vi.fn();
    renderWithProviders(<ScheduleCallDialog open onClose={onClose} />);
    await press('Schedule Call');

    expectRefused(requests, REQUIRED_MESSAGES);
    expect(await screen.findByText('Please Fix Errors')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("clears only the edited field's errors", async () => {
    renderWithProviders(<ScheduleCallDialog open onClose={() => undefined} />);
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
    const requests = answerSubmissions('schedule-call', 201, receipt);
    const onClose = vi.fn();
    renderWithProviders(<ScheduleCallDialog open onClose={onClose} />);
    await fill(/full name/i, 'Vikram Rao');
    await fill(/email address/i, 'vikram@example.com');
    await fill(/phone number/i, '+91 98860 55555');
    await fill(/company name/i, 'Tarang Logistics');
    await chooseOption(/call purpose/i, 'Project Discussion');
    await chooseOption(/preferred time/i, 'Afternoon (12 PM - 5 PM)');
    await fill(/additional information/i, 'We would like to discuss a fleet dashboard.');
    await press('Schedule Call');

    expect(await screen.findByText('Call Scheduled!')).toBeInTheDocument();
    expect(screen.getByText(receipt.message)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const request = sentSubmission(requests, '/api/schedule-call');
    expect(await request.json()).toEqual({
      name: 'Vikram Rao',
      email: 'vikram@example.com',
      phone: '+91 98860 55555',
      company: 'Tarang Logistics',
      purpose: 'project-discussion',
      preferredTime: 'afternoon',
      message: 'We would like to discuss a fleet dashboard.',
      website: '',
    });
  });

  it("reads 'Scheduling...' and is disabled while the request runs", async () => {
    const { requests, respond } = holdSubmission('schedule-call');
    renderWithProviders(<ScheduleCallDialog open onClose={() => undefined} />);
    await fill(/full name/i, 'Vikram Rao');
    await fill(/email address/i, 'vikram@example.com');
    await fill(/phone number/i, '+91 98860 55555');
    await chooseOption(/call purpose/i, 'Support');
    await chooseOption(/preferred time/i, 'Flexible');
    await press('Schedule Call');

    expect(await screen.findByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    expect(requests).toHaveLength(1);
    respond(201, receipt);
    expect(await screen.findByText('Call Scheduled!')).toBeInTheDocument();
  });
});
