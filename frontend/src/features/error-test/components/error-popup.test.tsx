import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { ErrorReport } from '../error-report';
import { ErrorPopup } from './error-popup';
import { itemTexts } from '../../../testing/queries';

const report: ErrorReport = {
  status: 400,
  title: 'Validation Error',
  message: 'Validation failed',
  fieldErrors: [
    { field: 'name', message: 'Name must be at least 2 characters' },
    { field: 'email', message: 'Please enter a valid email address' },
  ],
};
const popup = () => screen.queryByRole('alert', { name: 'Validation Error' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ErrorPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the status badge, the message and the field messages', () => {
    renderWithProviders(<ErrorPopup report={report} />);
    const shown = popup()!;
    expect(within(shown).getByText('400')).toBeInTheDocument();
    expect(within(shown).getByText('Validation failed')).toBeInTheDocument();
    expect(itemTexts(shown)).toEqual([
      'name: Name must be at least 2 characters',
      'email: Please enter a valid email address',
    ]);
  });

  it('hides itself after 5000 ms by default, fading out over 300 ms', () => {
    const onExited = vi.fn();
    renderWithProviders(<ErrorPopup report={report} onExited={onExited} />);
    advance(4999);
    expect(popup()).toBeInTheDocument();
    advance(1);
    advance(299);
    expect(popup()).toBeInTheDocument();
    expect(onExited).not.toHaveBeenCalled();
    advance(1);
    expect(popup()).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('stays for the delay it is given', () => {
    renderWithProviders(<ErrorPopup report={report} autoHideMs={8000} />);
    advance(7999);
    expect(popup()).toBeInTheDocument();
    // Two steps: the fade's own timer starts only once React has rendered the hiding.
    advance(1);
    advance(300);
    expect(popup()).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', () => {
    const onExited = vi.fn();
    renderWithProviders(<ErrorPopup report={report} onExited={onExited} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    advance(300);
    expect(popup()).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledTimes(1);
  });
});
