import { usePageMeta } from '../../../components/ui/use-page-meta';
import { Dashboard } from '../../../features/admin-dashboard/components/dashboard';
import { RecentActivity } from '../../../features/admin-triage/components/recent-activity';

export default function DashboardRoute() {
  usePageMeta('Dashboard · Staff Console', 'Counts and recent submissions.');
  return <Dashboard activity={<RecentActivity />} />;
}
