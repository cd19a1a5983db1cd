import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadOnIntent, lazyWithPreload } from './lazy-with-preload';

const Dialog = () => <p>Dialog</p>;

/** `Lazy` where React can wait for its code. */
const inSuspense = (Lazy: ComponentType) => (
  <Suspense>
    <Lazy />
  </Suspense>
);

describe('lazyWithPreload', () => {
  it('starts loading on hover, focus or touch of what opens it, once, and renders what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Dialog }));
    const LazyDialog = lazyWithPreload(load);
    const { rerender } = render(
      <div {...preloadOnIntent(LazyDialog)}>
        <button type="button">Open</button>
      </div>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('button'));
    fireEvent.focus(screen.getByRole('button'));
    fireEvent.touchStart(screen.getByRole('button'));
    expect(load).toHaveBeenCalledTimes(1);

    rerender(inSuspense(LazyDialog));
    expect(await screen.findByText('Dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on render without any intent before, and asks again after a failed early load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Dialog }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Dialog });
    const LazyDialog = lazyWithPreload(load);
    await expect(LazyDialog.preload()).rejects.toThrow('offline');

    render(inSuspense(LazyDialog));
    expect(await screen.findByText('Dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
