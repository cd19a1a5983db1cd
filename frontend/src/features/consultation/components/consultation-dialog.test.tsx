import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { recordRequests } from '../../../testing/server';
import { ConsultationDialog } from './consultation-dialog';
import {
  answerReceipt,
  chooseOption,
  expectReceiptAndClose,
  expectRefused,
  expectSentJson,
  fill,
  fillVisitor,
  holdSubmission,
  press,
  receipt,
  visitor,
} from '../../../testing/form-helpers';

const TITLE = 'Consultation Scheduled!';
const MESSAGE = "Thank you! We'll contact you within 24 hours to confirm your free consultation.";

async function fillValidForm() {
  await fillVisitor(visitor);
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

    await expectRefused(requests, [
      'Name is required',
      'Email is required',
      'Service selection is required',
    ]);
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
    const requests = answerReceipt('consultation', TITLE, MESSAGE);
    const onClose = vi.fn();
    renderWithProviders(<ConsultationDialog open onClose={onClose} />);
    await fillValidForm();
    await press('Schedule Consultation');

    await expectReceiptAndClose(TITLE, onClose);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    await expectSentJson(requests, '/api/consultation', {
      ...visitor,
      service: 'Data Engineering',
      budget: '10k-25k',
      timeline: '3-months',
      message: 'We want one dashboard for sales across 40 stores.',
    });
  });

  it("reads 'Scheduling...' and is disabled while the request runs", async () => {
    const { requests, respond } = holdSubmission('consultation');
    const onClose = vi.fn();
    renderWithProviders(
      <ConsultationDialog open initialService="Cybersecurity" onClose={onClose} />,
    );
    await fillVisitor({ name: visitor.name, email: visitor.email });
    await press('Schedule Consultation');

    const sending = await screen.findByRole('button', { name: 'Scheduling...' });
    expect(sending).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    respond(201, receipt(TITLE, MESSAGE));
    await expectReceiptAndClose(TITLE, onClose);
    expect(screen.getByRole('button', { name: 'Schedule Consultation' })).toBeEnabled();
  });
});
