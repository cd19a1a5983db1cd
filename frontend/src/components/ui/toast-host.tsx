import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '../../lib/toasts';

const Toaster = lazy(() => import('./toaster'));

/** Where toasts appear; it loads the toaster the first time a toast is shown. */
export function ToastHost() {
  const needed = useSyncExternalStore(toastQueue.subscribe, toastQueue.wasRequested, () => false);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
