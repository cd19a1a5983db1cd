import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import type { PasswordLink } from '../../../features/admin-auth/api/password-links-api';
import { AuthBackdrop } from '../../../features/admin-auth/components/auth-backdrop';
import { SetPasswordForm } from '../../../features/admin-auth/components/set-password-form';

/** Where a mailed invitation or reset link leads (public, like the sign-in page). */
export default function SetPasswordRoute({ link }: { link: PasswordLink }) {
  const { token = '' } = useParams();
  usePageMeta(
    link === 'invite' ? 'Accept Invitation' : 'Reset Password',
    'Set the password of your Bytecraft staff account.',
  );
  return (
    <AuthBackdrop>
      <SetPasswordForm link={link} token={token} />
    </AuthBackdrop>
  );
}
