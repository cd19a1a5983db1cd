import { api, type SubmissionRequest } from './api';
import { store } from './store';

const { endpoints } = api;

/**
 * The public calls of the API slice, sent through the store: each resolves with the server's
 * receipt and rejects with the API's error (what the forms map to fields and toasts).
 */
export const submissions = {
  /** A form's submission to its route, as its kind's definition names it (`publicRoute`). */
  send: (route: string, request: SubmissionRequest<unknown>) =>
    store.dispatch(endpoints.submit.initiate({ route, ...request })).unwrap(),
  unsubscribe: (token: string) =>
    store.dispatch(endpoints.unsubscribeNewsletter.initiate(token)).unwrap(),
  confirmNewsletter: (token: string) =>
    store.dispatch(endpoints.confirmNewsletter.initiate(token)).unwrap(),
};
