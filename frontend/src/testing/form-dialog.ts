import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import {
  answerReceipt,
  expectReceiptAndClose,
  expectRefused,
  holdSubmission,
  press,
} from './form-helpers';
import { renderWithProviders } from './render-with-providers';
import { recordRequests } from './server';

/** Fills some of a dialog's fields, as a test's step. */
type FillIn = () => Promise<unknown>;

/**
 * One public form dialog under test, rendered open as the site shows it: `dialog` makes it with
 * the onClose it is handed, `submit` names its submit button. Its steps are the ones every form
 * dialog's test takes: open it, have it refuse, send it, watch it while it sends.
 */
export function formDialog(dialog: (onClose: () => void) => ReactElement, submit: string) {
  /** Renders the dialog; returns its onClose, to see whether it closed. */
  const open = () => {
    const onClose = vi.fn();
    renderWithProviders(dialog(onClose));
    return onClose;
  };

  /** Submitted after `fillIn` (or empty), it shows each of `messages` and sends nothing. */
  const refuses = async (messages: readonly string[], fillIn?: FillIn) => {
    const requests = recordRequests();
    const onClose = open();
    await fillIn?.();
    await press(submit);
    await expectRefused(requests, messages);
    expect(onClose).not.toHaveBeenCalled();
  };

  return {
    open,
    refuses,

    /**
     * Submitted empty, it asks for the visitor's name and address, which every form requires,
     * and for each of `messages`, and sends nothing.
     */
    refusesEmpty(messages: readonly string[]) {
      return refuses(['Name is required', 'Email is required', ...messages]);
    },

    /**
     * The server accepts a POST to /api/`path` with a receipt of `title` and `message`: filled
     * in and submitted, the dialog shows the receipt and closes. Returns the requests sent.
     */
    async sends(path: string, receipt: { title: string; message?: string }, fillIn: FillIn) {
      const requests = answerReceipt(path, receipt.title, receipt.message);
      const onClose = open();
      await fillIn();
      await press(submit);
      await expectReceiptAndClose(receipt.title, onClose);
      return requests;
    },

    /**
     * The server holds its answer to /api/`path`: filled in and submitted, the dialog sends once
     * and its button reads `sending`, disabled. Returns `respond`, to answer, and its onClose.
     */
    async whileSending(path: string, sending: string, fillIn: FillIn) {
      const { requests, respond } = holdSubmission(path);
      const onClose = open();
      await fillIn();
      await press(submit);
      expect(await screen.findByRole('button', { name: sending })).toBeDisabled();
      expect(requests).toHaveLength(1);
      return { respond, onClose };
    },
  };
}

/**
 * Chooses `file` in the dialog's Resume field, as a visitor picks one; `applyAccept: false` lets
 * through a file the field's accept list would keep out.
 */
export const uploadResume = (file: File, options?: { applyAccept: boolean }) =>
  userEvent.upload(screen.getByLabelText('Resume'), file, options);

/** A PDF file named `name` holding `text` after the format's signature. */
export const pdf = (text: string, name = 'cv.pdf') =>
  new File([`%PDF-1.7 ${text}`], name, { type: 'application/pdf' });
