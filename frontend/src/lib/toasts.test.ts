import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carryToasts, showCarriedToasts, toast, toastQueue, TOAST_SHOWN_MS } from './toasts';

const welcome = { title: 'Login Successful', message: 'Welcome to the admin panel!' };

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  toastQueue.take();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts across a document load', () => {
  it('shows on the next page, once, a toast still on screen when this one is left', () => {
    vi.advanceTimersByTime(TOAST_SHOWN_MS);
    toast({ title: 'Saved', message: 'An older toast, gone by now.' });
    vi.advanceTimersByTime(TOAST_SHOWN_MS);
    toast(welcome, 'success');
    carryToasts();
    toastQueue.take();

    showCarriedToasts();
    expect(toastQueue.take()).toEqual([{ ...welcome, variant: 'success' }]);
    showCarriedToasts();
    expect(toastQueue.take()).toEqual([]);
  });

  it('starts a page that finds anything else under their key with no toast', () => {
    for (const carried of [
      'not json',
      '{"title":"x"}',
      '[{"title":1,"message":"m","variant":"info"}]',
      '[{"title":"t","message":"m","variant":"sparkly"}]',
    ]) {
      sessionStorage.setItem('bytecraft.toasts', carried);
      expect(() => showCarriedToasts()).not.toThrow();
      expect(toastQueue.take()).toEqual([]);
    }
  });

  it('leaves a browser that keeps no session storage with its toasts on this page only', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    toast(welcome, 'success');
    expect(() => carryToasts()).not.toThrow();
    expect(() => showCarriedToasts()).not.toThrow();
    expect(toastQueue.take()).toEqual([{ ...welcome, variant: 'success' }]);
  });
});
