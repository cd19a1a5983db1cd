import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toasts';
import { fetchStaffMe, signIn } from '../api/sign-in';
import { nextPath } from '../next-path';
import { Redirect } from './redirect';
import { handleAsync } from '../../../lib/handle-async';
import { preloadOnIntent } from '../../../lib/lazy-with-preload';
import { useGoTo } from '../../../lib/go-to';

// The sign-in page's demo-credentials box, shown only by the development server; a production
// build leaves it out.
const demo = import.meta.env.DEV
  ? {
      email: import.meta.env.VITE_STAFF_DEMO_EMAIL as string | undefined,
      password: import.meta.env.VITE_STAFF_DEMO_PASSWORD as string | undefined,
    }
  : null;

// What a refusal means loads when the visitor starts on the form (a hover, focus or touch) or
// signs in, not with the page.
const loadRefusal = () => import('../sign-in-refusal');

/** Staff sign-in against the server session; a signed-in visitor goes straight on. */
export function LoginForm() {
  const next = nextPath(new URLSearchParams(useLocation().search).get('next'));
  const goTo = useGoTo();
  const [signedIn, setSignedIn] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // Set once the server asks for a code (TWO_FACTOR_REQUIRED): its prompt, and its error when
  // the code sent was wrong.
  const [codeStep, setCodeStep] = useState<{ prompt: string; error?: string } | null>(null);
  const [code, setCode] = useState('');

  useEffect(() => {
    let current = true;
    void fetchStaffMe().then((me) => current && setSignedIn(me !== null));
    return () => {
      current = false;
    };
  }, []);

  // While the session is being checked the form shows, as the build prerendered it.
  if (signedIn) return <Redirect to={next} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || signingIn || (codeStep && !code.trim())) return;
    setSigningIn(true);
    try {
      await signIn({
        email: email.trim(),
        password,
        ...(codeStep && { code: code.trim() }),
      });
      toast({ title: 'Login Successful', message: 'Welcome to the admin panel!' }, 'success');
      goTo(next, { replace: true });
    } catch (error) {
      const refusal = (await loadRefusal()).readSignInRefusal(error);
      if ('twoFactor' in refusal) {
        const { prompt, wrongCode } = refusal.twoFactor;
        setCodeStep((step) => ({ prompt: step?.prompt ?? prompt, error: wrongCode }));
        return;
      }
      toast(refusal.toast, 'error');
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleAsync(submit)}
      {...preloadOnIntent({ preload: loadRefusal })}
      aria-labelledby="admin-login-title"
      sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 440 }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box sx={{ textAlign: 'center' }}>
          <LockOutlinedIcon
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              p: 1,
              mb: 1,
              boxSizing: 'border-box',
              borderRadius: '50%',
              color: 'common.white',
              bgcolor: 'primary.main',
            }}
          />
          <Typography id="admin-login-title" variant="h1" sx={{ fontSize: '1.8rem' }}>
            Admin Login
          </Typography>
          <Typography color="text.secondary">Sign in to manage Bytecraft submissions</Typography>
        </Box>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          fullWidth
          autoFocus
        />
        <TextInput
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          fullWidth
          // The toggle sits in the field's end as InputAdornment would place it, without the
          // extra chunk on a page with a tight budget.
          endAdornment={
            <IconButton
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              edge="end"
              sx={{ ml: 1 }}
            >
              {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          }
        />
        {codeStep && (
          <TextInput
            label="Authentication code or recovery code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeStep({ prompt: codeStep.prompt });
            }}
            required
            fullWidth
            autoFocus
            error={Boolean(codeStep.error)}
            helperText={codeStep.error ?? codeStep.prompt}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!email.trim() || !password || signingIn || Boolean(codeStep && !code.trim())}
        >
          {signingIn ? 'Signing In...' : 'Sign In'}
        </Button>
        {demo?.email && (
          <Alert severity="info" icon={false}>
            <strong>Demo credentials</strong>
            <br />
            Email: {demo.email}
            <br />
            Password: {demo.password}
          </Alert>
        )}
        <Link component={RouterLink} to={paths.home} sx={{ textAlign: 'center' }}>
          ← Back to Website
        </Link>
      </Box>
    </Paper>
  );
}
