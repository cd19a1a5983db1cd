import Stack from '@mui/material/Stack';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { AccountScreen } from '../../../features/admin-account/components/account-screen';
import { BusinessHoursSection } from '../../../features/admin-team/components/business-hours';
import { useIsAdmin } from '../../../lib/staff-auth';

export default function AccountRoute() {
  usePageMeta(
    'Account · Staff Console',
    'Your name, your password, two-factor sign-in and your sessions.',
  );
  const isAdmin = useIsAdmin();
  return (
    <Stack spacing={3}>
      <AccountScreen />
      {/* Admins edit the business hours on the Team screen; other staff read them here. */}
      {isAdmin === false && (
        <Stack sx={{ maxWidth: 640 }}>
          <BusinessHoursSection />
        </Stack>
      )}
    </Stack>
  );
}
