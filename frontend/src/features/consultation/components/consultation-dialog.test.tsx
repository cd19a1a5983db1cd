import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { ConsultationDialog } from './consultation-dialog';
import {
  answerSubmissions,
  chooseOption,
  expectReceiptAndClose,
  fill,
  holdSubmission,
  press,
  sentSubmission,
} from '../../../testing/form-helpers';

const receipt = {
  success: true,
  title: 'Consultation Scheduled!',
  message: "Thank you! We'll contact you within 24 hours to confirm your free consultation.",
  data: { id: 'c-1' },
};

async function fillValidForm() {
  await fill(/full name/i, 'Kavya Reddy');
  await fill(/email address/i, 'kavya@example.com');
  await fill(/phone number/i, '+91 98450 12345');
  await fill(/company name/i, 'Nimbus Retail');
  await chooseOption(/service interest/i, 'Data Engineering');
  await chooseOption(/budget range/i, '₹8,00,000 - ₹20,00,000');
  await chooseOption(/project timeline/i, 'Within 3 months');
  await fill(/project details/i, 'We want one dashboard for sales across 40 stores.');
}

describe('ConsultationDialog', () => {
  it('shows the form with its fields, the service label without an asterisk', () => {
    renderWithProviders(<ConsultationDialog open onClose={() => undefined} />);
    expect(
      screen.getByRole('dialog', { name: 'Schedule Your Free Consultation' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toBeRequired();
    expect(screen.getByLabelText('Email Address *')).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Service Interest' })).toBeInTheDocument();
    expect(screen.getByLabelText(/project details/i)).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('lists the missing required fields and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<ConsultationDialog open onClose={() => undefined} />);
    await press('Schedule Consultation');

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Service selection is required')).toBeInTheDocument();
    expect(await screen.findByText('Please Fix Errors')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('preselects the service it was opened for', () => {
    renderWithProviders(
      <ConsultationDialog open initialService="IoT Solutions" onClose={() => undefined} />,
    );
    expect(screen.getByRole('combobox', { name: /service interest/i })).toHaveTextContent(
      'IoT Solutions',
    );
  });

  it('posts the consultation, shows the receipt and closes', async () => {
    const requests = answerSubmissions('consultation', 201, receipt);
    const onClose = vi.fn();
    renderWithProviders(<ConsultationDialog open onClose={onClose} />);
    await fillValidForm();
    await press('Schedule Consultation');

    expect(await screen.findByText('Consultation Scheduled!')).toBeInTheDocument();
    expect(screen.getByText(receipt.message)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const request = sentSubmission(requests, '/api/consultation');
    expect(await request.json()).toEqual({
      name: 'Kavya Reddy',
      email: 'kavya@example.com',
      phone: '+91 98450 12345',
      company: 'Nimbus Retail',
      service: 'Data Engineering',
      budget: '10k-25k',
      timeline: '3-months',
      message: 'We want one dashboard for sales across 40 stores.',
      website: '',
    });
  });

  it("reads 'Scheduling...' and is disabled while the request runs", async () => {
    const { requests, respond } = holdSubmission('consultation');
    const onClose = vi.fn();
    renderWithProviders(
      <ConsultationDialog open initialService="Cybersecurity" onClose={onClose} />,
    );
    await fill(/full name/i, 'Kavya Reddy');
    await fill(/email address/i, 'kavya@example.com');
    await press('Schedule Consultation');

    const sending = await screen.findByRole('button', { name: 'Scheduling...' });
    expect(sending).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    respond(201, receipt);
    await expectReceiptAndClose('Consultation Scheduled!', onClose);
    expect(screen.getByRole('button', { name: 'Schedule Consultation' })).toBeEnabled();
  });
});
