import type { WorkedKind } from '@bytecraft/contracts/records';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { Dashboard } from '../../../features/admin-dashboard/components/dashboard';
import { SlaPanel } from '../../../features/admin-dashboard/components/sla-panel';
import { Workload } from '../../../features/admin-dashboard/components/workload';
import { RecentActivity } from '../../../features/admin-records/components/recent-activity';
import { RECORD_SCREENS } from '../../../features/admin-records/kinds';

export default function DashboardRoute() {
  usePageMeta('Dashboard · Staff Console', 'Counts, workload and recent submissions.');
  const titleOf = (kind: WorkedKind) => RECORD_SCREENS[kind].title;
  return (
    <Dashboard
      activity={<RecentActivity />}
      workload={<Workload titleOf={titleOf} />}
      sla={<SlaPanel titleOf={titleOf} />}
    />
  );
}
