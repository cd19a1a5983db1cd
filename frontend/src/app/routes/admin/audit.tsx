import { usePageMeta } from '../../../components/ui/use-page-meta';
import { RequireAdmin } from '../../../features/admin-auth/components/require-admin';
import { AuditScreen } from '../../../features/admin-audit/components/audit-screen';

export default function AuditRoute() {
  usePageMeta('Audit Log · Staff Console', 'Who did what in the console, and when.');
  return (
    <RequireAdmin>
      <AuditScreen />
    </RequireAdmin>
  );
}
