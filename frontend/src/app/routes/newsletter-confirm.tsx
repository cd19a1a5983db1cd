import { NewsletterLinkPage } from '../../features/newsletter/components/newsletter-link-page';
import { submissions } from '../../lib/submissions';

/**
 * Where the double opt-in mail's link leads: confirms on arrival (followed again, it confirms
 * the same; an unknown or expired link says so).
 */
export default function NewsletterConfirmRoute() {
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      description="Confirm your subscription to the Bytecraft newsletter."
      follow={submissions.confirmNewsletter}
    />
  );
}
