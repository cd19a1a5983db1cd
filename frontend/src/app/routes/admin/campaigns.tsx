import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { CampaignEditor } from '../../../features/admin-campaigns/components/campaign-editor';
import { CampaignsScreen } from '../../../features/admin-campaigns/components/campaigns-screen';
import { NewsletterTabs } from '../../../features/admin-campaigns/components/newsletter-tabs';

/** The newsletter's Campaigns tab: the list, or one campaign's editor (`new` for a new one). */
export default function CampaignsRoute() {
  const { id } = useParams();
  usePageMeta('Campaigns · Staff Console', 'Newsletter campaigns: write, preview, test and send.');
  return (
    <>
      <NewsletterTabs />
      {id ? <CampaignEditor key={id} id={id} /> : <CampaignsScreen />}
    </>
  );
}
