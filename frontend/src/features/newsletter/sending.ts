import { newsletterSubscription } from '@bytecraft/contracts/kinds/newsletter-subscription';
import type { SubmissionRequest } from '../../lib/api';
import { submissions } from '../../lib/submissions';

export { fieldErrorsOf, toastFor } from '../../lib/api-errors';

/**
 * What the footer's form needs once it sends, loaded then rather than with every page: the API
 * client, the error catalogue and the subscription's route.
 */
export const subscribe = (request: SubmissionRequest<unknown>) =>
  submissions.send(newsletterSubscription.publicRoute, request);
