import { usePageMeta } from '../../../components/ui/use-page-meta';
import { RequireAdmin } from '../../../features/admin-auth/components/require-admin';
import { ReplyTemplatesScreen } from '../../../features/admin-records/components/reply-templates-screen';

export default function ReplyTemplatesRoute() {
  usePageMeta('Reply Templates · Staff Console', 'The texts staff start a reply from.');
  return (
    <RequireAdmin>
      <ReplyTemplatesScreen />
    </RequireAdmin>
  );
}
