import { ErrorCode } from '@bytecraft/contracts/errors';
import { errorBodyOf, fieldErrorsOf, httpStatusOf } from '../../lib/api-errors';
import type { ToastText } from '../../lib/toasts';

/** What a refused sign-in asks of the page: a two-factor code, or a toast saying why. */
export type SignInRefusal =
  { twoFactor: { prompt: string; wrongCode?: string } } | { toast: ToastText };

/** Reads a refused sign-in: kept apart from the form so the page loads it only on intent. */
export function readSignInRefusal(error: unknown): SignInRefusal {
  const refused = errorBodyOf(error);
  if (refused.code === ErrorCode.TwoFactorRequired) {
    // The password was right: the server asks for the code, or says the one sent was wrong.
    return { twoFactor: { prompt: refused.message, wrongCode: fieldErrorsOf(error).code?.[0] } };
  }
  return {
    toast:
      httpStatusOf(error) === 401
        ? { title: 'Login Failed', message: 'Invalid email or password. Please try again.' }
        : refused.code === ErrorCode.RateLimit
          ? // The server says why it refused and how long to wait.
            { title: 'Login Error', message: refused.message }
          : { title: 'Login Error', message: 'Something went wrong. Please try again.' },
  };
}
