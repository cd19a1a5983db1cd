import { NewsletterLinkPage } from '../../features/newsletter/components/newsletter-link-page';
import { submissions } from '../../lib/submissions';

/** Where the link in every newsletter mail leads: unsubscribes on arrival, says what happened. */
export default function NewsletterUnsubscribeRoute() {
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      description="Stop receiving the Bytecraft newsletter."
      follow={submissions.unsubscribe}
    />
  );
}
