import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import type { PasswordLink } from '../../../features/admin-auth/api/password-links-api';
import { SetPasswordForm } from '../../../features/admin-auth/components/set-password-form';

/** Where a mailed invitation or reset link leads (public, like the sign-in page). */
export default function SetPasswordRoute({ link }: { link: PasswordLink }) {
  const { token = '' } = useParams();
  usePageMeta(
    link === 'invite' ? 'Accept Invitation' : 'Reset Password',
    'Set the password of your Bytecraft staff account.',
  );
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0b3d91 0%, #00796b 100%)',
      }}
    >
      <SetPasswordForm link={link} token={token} />
    </Box>
  );
}
