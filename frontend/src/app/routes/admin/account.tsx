import { usePageMeta } from '../../../components/ui/use-page-meta';
import { AccountScreen } from '../../../features/admin-account/components/account-screen';

export default function AccountRoute() {
  usePageMeta(
    'Account · Staff Console',
    'Your name, your password, two-factor sign-in and your sessions.',
  );
  return <AccountScreen />;
}
