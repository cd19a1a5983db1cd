import Box from '@mui/material/Box';
import { LoginForm } from '../../../features/admin-auth/components/login-form';
import { usePageMeta } from '../../../components/ui/use-page-meta';

export default function LoginRoute() {
  usePageMeta('Admin Login', 'Sign in to the Bytecraft staff console.');
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
      <LoginForm />
    </Box>
  );
}
