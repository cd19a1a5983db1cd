import { usePageMeta } from '../../../components/ui/use-page-meta';
import { UnmatchedScreen } from '../../../features/admin-inbound/components/unmatched-screen';

export default function InboundRoute() {
  usePageMeta('Unmatched Mail · Staff Console', 'Mail to the inbound address no record matched.');
  return <UnmatchedScreen />;
}
