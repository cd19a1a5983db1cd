import { passwordChangeSchema } from '@bytecraft/contracts/staff-team';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toastRefusal } from '../../../lib/staff-api';
import { NewPasswordFields, useNewPasswordForm } from '../../../lib/new-password-form';
import { ROLE_LABELS, useStaffMeQuery } from '../../../lib/staff-auth';
import { useStaffForm } from '../../../lib/staff-form';
import { toast } from '../../../lib/toasts';
import {
  useChangePasswordMutation,
  useSignOutOtherSessionsMutation,
  useUpdateMyNameMutation,
} from '../api/account-api';
import { TwoFactorSection } from './two-factor-section';
import { handleAsync } from '../../../lib/handle-async';
import { AccountForm } from './account-form';

/** The signed-in member's own account: name, password, two-factor, their sessions elsewhere. */
export function AccountScreen() {
  const { data: me } = useStaffMeQuery();
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Card title="Profile">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {me?.email} · {me && ROLE_LABELS[me.role]}
        </Typography>
        {/* Keyed by the saved name: the field starts from it once the session has loaded. */}
        <NameForm key={me?.name ?? ''} saved={me?.name ?? ''} />
      </Card>
      <Card title="Password">
        <PasswordForm />
      </Card>
      <Card title="Two-factor sign-in">
        <TwoFactorSection />
      </Card>
      <Card title="Sessions">
        <SignOutOthers />
      </Card>
    </Stack>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NameForm({ saved }: { saved: string }) {
  const [updateName, { isLoading }] = useUpdateMyNameMutation();
  const { values, field, send } = useStaffForm({ name: saved });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return send(() => updateName(values.name.trim()).unwrap(), {
      title: 'Name Saved',
      message: 'Your name was saved.',
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleAsync(submit)}
      aria-label="Your name"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <FormField {...field('name')} label="Name" size="small" />
      <Button type="submit" variant="contained" disabled={isLoading || !values.name.trim()}>
        Save
      </Button>
    </Box>
  );
}

function PasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { values, errors, field, change, check, send, reset } = useNewPasswordForm(
    ['current', 'next'],
    'next',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(passwordChangeSchema);
    if (!body) return;
    const changed = await send(() => changePassword(body).unwrap(), {
      title: 'Password Changed',
      message: 'Your password was changed; your other sessions have ended.',
    });
    if (changed) reset();
  };

  return (
    <AccountForm label="Change password" onSubmit={submit}>
      <FormField
        {...field('current')}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields name="next" values={values} errors={errors} onValueChange={change} />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Changing...' : 'Change Password'}
        </Button>
      </Box>
    </AccountForm>
  );
}

function SignOutOthers() {
  const [signOutOthers, { isLoading }] = useSignOutOtherSessionsMutation();
  const signOut = async () => {
    try {
      await signOutOthers().unwrap();
      toast(
        { title: 'Signed Out Elsewhere', message: 'Every other session of yours has ended.' },
        'success',
      );
    } catch (error) {
      toastRefusal(error);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Signed in on another device or browser you no longer use? End those sessions; this one
        stays.
      </Typography>
      <Button variant="outlined" onClick={() => void signOut()} disabled={isLoading}>
        Sign out of other sessions
      </Button>
    </Stack>
  );
}
