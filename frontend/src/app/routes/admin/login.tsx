import { AuthBackdrop } from '../../../features/admin-auth/components/auth-backdrop';
import { LoginForm } from '../../../features/admin-auth/components/login-form';
import { usePageMeta } from '../../../components/ui/use-page-meta';

export default function LoginRoute() {
  usePageMeta('Admin Login', 'Sign in to the Bytecraft staff console.');
  return (
    <AuthBackdrop>
      <LoginForm />
    </AuthBackdrop>
  );
}
