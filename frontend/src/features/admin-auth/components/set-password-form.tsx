import { setPasswordSchema, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, httpStatusOf } from '../../../lib/api-errors';
import { toastRefusal } from '../../../lib/staff-api';
import { NewPasswordFields, useNewPasswordForm } from '../../../lib/new-password-form';
import { toast } from '../../../lib/toasts';
import { useSetPasswordFromLinkMutation, type PasswordLink } from '../api/password-links-api';
import { handleAsync } from '../../../lib/handle-async';
import { useGoTo } from '../../../lib/go-to';

const TEXT: Record<PasswordLink, { title: string; intro: string; done: string }> = {
  invite: {
    title: 'Join the Console',
    intro: 'Choose a password to accept your invitation.',
    done: 'Your account is ready. Sign in with your new password.',
  },
  reset: {
    title: 'Reset Your Password',
    intro: 'Choose a new password for your account.',
    done: 'Your password was changed. Sign in with it.',
  },
};

/**
 * The page a mailed link opens (an invitation or a reset): a new password, typed twice. The link
 * works once; a used, expired or unknown one is refused, and the page says to ask for another.
 */
export function SetPasswordForm({ link, token }: { link: PasswordLink; token: string }) {
  const text = TEXT[link];
  const goTo = useGoTo();
  const [setPassword, { isLoading }] = useSetPasswordFromLinkMutation();
  const { values, errors, setErrors, change, check } = useNewPasswordForm(['password'], 'password');
  const [linkInvalid, setLinkInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(setPasswordSchema);
    if (!body) return;
    try {
      await setPassword({ link, token, ...body }).unwrap();
      toast({ title: 'Password Set', message: text.done }, 'success');
      goTo(paths.adminLogin, { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A password the server refuses (too common) is said under the field; any other 400 or a
      // 404 means the link itself is no good.
      if (fields.password) setErrors(fields);
      else if (httpStatusOf(error) === 400 || httpStatusOf(error) === 404) setLinkInvalid(true);
      else toastRefusal(error);
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleAsync(submit)}
      aria-labelledby="set-password-title"
      sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 440 }}
    >
      <Stack spacing={2.5}>
        <Box sx={{ textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 1 }}>
            <LockOutlinedIcon aria-hidden />
          </Avatar>
          <Typography id="set-password-title" variant="h1" sx={{ fontSize: '1.8rem' }}>
            {text.title}
          </Typography>
          <Typography color="text.secondary">{text.intro}</Typography>
        </Box>
        {linkInvalid && <Alert severity="error">{STAFF_TEAM_MESSAGES.linkInvalid}</Alert>}
        <NewPasswordFields name="password" values={values} errors={errors} onValueChange={change} />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Set Password'}
        </Button>
        <Link component={RouterLink} to={paths.adminLogin} sx={{ textAlign: 'center' }}>
          Go to sign-in
        </Link>
      </Stack>
    </Paper>
  );
}
