import { useEffect } from 'react';
import { httpStatusOf } from '../../../lib/api-errors';
import { toast, type ToastText } from '../../../lib/toasts';

/** Says once per failed load that the list could not be fetched. */
export function useLoadFailureToast(error: unknown, text: (network: boolean) => ToastText) {
  useEffect(() => {
    // 401: the session ended and staff are sent to sign in; nothing to say here.
    if (!error || httpStatusOf(error) === 401) return;
    const status = (error as { status?: unknown }).status;
    toast(text(status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR'), 'error');
    // Only a new error says it again; `text` is a fixed function of the screen.
  }, [error]);
}
