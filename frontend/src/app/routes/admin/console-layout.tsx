import { RequireStaff } from '../../../features/admin-auth/components/require-staff';
import { AdminLayout } from '../../../features/admin-layout/components/admin-layout';

/** Every console page: signed-in staff only, in the sidebar layout. */
export default function ConsoleLayout() {
  return (
    <RequireStaff>
      <AdminLayout />
    </RequireStaff>
  );
}
