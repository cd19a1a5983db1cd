import type { VariantType } from 'notistack';

export interface ToastText {
  title: string;
  message: string;
}

export interface QueuedToast extends ToastText {
  variant: VariantType;
}

/** How long a toast stays on screen. */
export const TOAST_SHOWN_MS = 4000;

// Toasts wait here until the toaster (and notistack with it) has loaded: a page that never
// shows a toast never downloads it.
let queue: QueuedToast[] = [];
let requested = false;
const listeners = new Set<() => void>();
/** The toasts asked for on this page, with when: those still on screen go to the next page. */
let asked: { toast: QueuedToast; at: number }[] = [];

/** Shows a toast with a bold title and a description, as every message of the site reads. */
export function toast(text: ToastText, variant: VariantType = 'default') {
  const queued = { title: text.title, message: text.message, variant };
  const now = Date.now();
  asked = [...asked.filter(({ at }) => now - at < TOAST_SHOWN_MS), { toast: queued, at: now }];
  queue = [...queue, queued];
  requested = true;
  listeners.forEach((listener) => listener());
}

const CARRIED = 'bytecraft.toasts';
const VARIANTS: readonly string[] = ['default', 'success', 'error', 'warning', 'info'];

/**
 * Before the browser loads another document (the site's and the console's builds load each
 * other's pages so): the toasts still on screen, such as the sign-in's welcome, are kept for
 * the next page to show. A browser that keeps no session storage shows them here only.
 */
export function carryToasts() {
  const now = Date.now();
  const showing = asked.filter(({ at }) => now - at < TOAST_SHOWN_MS).map(({ toast }) => toast);
  if (showing.length === 0) return;
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify(showing));
  } catch {
    // Storage turned off or full: nothing to carry them in.
  }
}

const isToast = (value: unknown): value is QueuedToast =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedToast).title === 'string' &&
  typeof (value as QueuedToast).message === 'string' &&
  VARIANTS.includes((value as QueuedToast).variant);

/** As a page starts: shows the toasts the page before it carried, once. */
export function showCarriedToasts() {
  let toasts: unknown;
  try {
    const carried = sessionStorage.getItem(CARRIED);
    if (carried === null) return;
    sessionStorage.removeItem(CARRIED);
    toasts = JSON.parse(carried);
  } catch {
    // No storage, or not what this page wrote: the page starts without them.
    return;
  }
  if (!Array.isArray(toasts)) return;
  for (const carriedToast of toasts.filter(isToast)) toast(carriedToast, carriedToast.variant);
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
