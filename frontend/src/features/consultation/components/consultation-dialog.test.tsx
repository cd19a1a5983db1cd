import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDialog } from '../../../testing/form-dialog';
import {
  chooseOption,
  expectReceiptAndClose,
  expectSentJson,
  fill,
  fillVisitor,
  receipt,
  visitor,
} from '../../../testing/form-helpers';
import { ConsultationDialog } from './consultation-dialog';

const TITLE = 'Consultation Scheduled!';
const MESSAGE = "Thank you! We'll contact you within 24 hours to confirm your free consultation.";

const dialog = formDialog(
  (onClose) => <ConsultationDialog open onClose={onClose} />,
  'Schedule Consultation',
);

async function fillValidForm() {
  await fillVisitor(visitor);
  await chooseOption(/service interest/i, 'Data Engineering');
  await chooseOption(/budget range/i, '₹8,00,000 - ₹20,00,000');
  await chooseOption(/project timeline/i, 'Within 3 months');
  await fill(/project details/i, 'We want one dashboard for sales across 40 stores.');
}

describe('ConsultationDialog', () => {
  it('shows the form with its fields, the service label without an asterisk', () => {
    dialog.open();
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
    await dialog.refusesEmpty(['Service selection is required']);
  });

  it('preselects the service it was opened for', () => {
    formDialog(
      (onClose) => <ConsultationDialog open initialService="IoT Solutions" onClose={onClose} />,
      'Schedule Consultation',
    ).open();
    expect(screen.getByRole('combobox', { name: /service interest/i })).toHaveTextContent(
      'IoT Solutions',
    );
  });

  it('posts the consultation, shows the receipt and closes', async () => {
    const requests = await dialog.sends(
      'consultation',
      { title: TITLE, message: MESSAGE },
      fillValidForm,
    );
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
    const preselected = formDialog(
      (onClose) => <ConsultationDialog open initialService="Cybersecurity" onClose={onClose} />,
      'Schedule Consultation',
    );
    const { respond, onClose } = await preselected.whileSending(
      'consultation',
      'Scheduling...',
      () => fillVisitor({ name: visitor.name, email: visitor.email }),
    );
    expect(onClose).not.toHaveBeenCalled();

    respond(201, receipt(TITLE, MESSAGE));
    await expectReceiptAndClose(TITLE, onClose);
    expect(screen.getByRole('button', { name: 'Schedule Consultation' })).toBeEnabled();
  });
});
