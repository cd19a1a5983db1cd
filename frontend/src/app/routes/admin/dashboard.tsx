import { usePageMeta } from '../../../components/ui/use-page-meta';
import { Dashboard } from '../../../features/admin-dashboard/components/dashboard';
import { Workload } from '../../../features/admin-dashboard/components/workload';
import { RecentActivity } from '../../../features/admin-records/components/recent-activity';
import { RECORD_SCREENS } from '../../../features/admin-records/kinds';

export default function DashboardRoute() {
  usePageMeta('Dashboard · Staff Console', 'Counts, workload and recent submissions.');
  return (
    <Dashboard
      activity={<RecentActivity />}
      workload={<Workload titleOf={(kind) => RECORD_SCREENS[kind].title} />}
    />
  );
}
