import { usePageMeta } from '../../../components/ui/use-page-meta';
import { NewsletterTabs } from '../../../features/admin-campaigns/components/newsletter-tabs';
import { NewsletterStats } from '../../../features/admin-newsletter/components/newsletter-stats';
import { RecordsScreen } from '../../../features/admin-records/components/records-screen';

export default function NewsletterRoute() {
  usePageMeta('Newsletter · Staff Console', 'Newsletter subscribers and their figures.');
  return (
    <>
      <NewsletterTabs />
      <RecordsScreen kind={'newsletter-subscription'}>
        <NewsletterStats />
      </RecordsScreen>
    </>
  );
}
