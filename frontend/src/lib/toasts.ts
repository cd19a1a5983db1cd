import type { VariantType } from 'notistack';

export interface ToastText {
  title: string;
  message: string;
}

export interface QueuedToast extends ToastText {
  variant: VariantType;
}

// Toasts wait here until the toaster (and notistack with it) has loaded: a page that never
// shows a toast never downloads it.
let queue: QueuedToast[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast with a bold title and a description, as every message of the site reads. */
export function toast(text: ToastText, variant: VariantType = 'default') {
  queue = [...queue, { ...text, variant }];
  requested = true;
  listeners.forEach((listener) => listener());
}

export const toastQueue = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Whether any toast was ever asked for: from then on the toaster stays. */
  wasRequested: () => requested,
  take(): QueuedToast[] {
    const taken = queue;
    queue = [];
    return taken;
  },
};
