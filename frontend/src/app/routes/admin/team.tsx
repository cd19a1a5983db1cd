import { usePageMeta } from '../../../components/ui/use-page-meta';
import { RequireAdmin } from '../../../features/admin-auth/components/require-admin';
import { TeamScreen } from '../../../features/admin-team/components/team-screen';

export default function TeamRoute() {
  usePageMeta('Team · Staff Console', 'The staff accounts, their roles and invitations.');
  return (
    <RequireAdmin>
      <TeamScreen />
    </RequireAdmin>
  );
}
