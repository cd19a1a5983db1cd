import { Dashboard } from '../../../features/admin-dashboard/components/dashboard';
import { usePageMeta } from '../../../components/ui/use-page-meta';

export default function DashboardRoute() {
  usePageMeta('Dashboard · Staff Console', 'Counts and recent submissions.');
  return <Dashboard />;
}
