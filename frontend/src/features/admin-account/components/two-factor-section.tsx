import {
  RECOVERY_CODE_COUNT,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  type TwoFactorSetup,
} from '@bytecraft/contracts/staff-team';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toastRefusal } from '../../../lib/staff-api';
import { useStaffMeQuery } from '../../../lib/staff-auth';
import { useStaffForm } from '../../../lib/staff-form';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useSetUpTwoFactorMutation,
} from '../api/account-api';
import { AccountForm } from './account-form';

/**
 * The member's two-factor sign-in: set up (QR code, secret, a first code) and turned on with the
 * password, the recovery codes shown once; or turned off with the password.
 */
export function TwoFactorSection() {
  const { data: me } = useStaffMeQuery();
  // Held here, not read from the session: the session says "on" as soon as it is refreshed,
  // and the codes must stay on screen until the member has kept them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  }
  if (!me) return null;
  return me.twoFactor ? <TurnOff /> : <SetUp onEnabled={setRecoveryCodes} />;
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setUp, { isLoading: starting }] = useSetUpTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  const start = async () => {
    try {
      setSetup(await setUp().unwrap());
    } catch (error) {
      toastRefusal(error);
    }
  };

  if (!setup) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Off. With it on, signing in also takes a code from an authenticator app on your phone.
        </Typography>
        <Button variant="contained" onClick={() => void start()} disabled={starting}>
          Set up
        </Button>
      </Stack>
    );
  }
  return <Confirm setup={setup} onEnabled={onEnabled} />;
}

function Confirm({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const { field, check, send } = useStaffForm({ code: '', password: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(twoFactorEnableSchema);
    if (!body) return;
    await send(async () => onEnabled(await enable(body).unwrap()), {
      title: 'Two-Factor On',
      message: 'Two-factor sign-in is on; your other sessions have ended.',
    });
  };

  return (
    <AccountForm label="Turn on two-factor sign-in" onSubmit={submit}>
      <Typography variant="body2">
        Scan this code with your authenticator app, or type the secret into it, then enter the six
        digits it shows.
      </Typography>
      <Box
        component="img"
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, alignSelf: 'flex-start' }}
      />
      <Typography variant="body2">
        Secret:{' '}
        <Box component="code" sx={{ wordBreak: 'break-all' }}>
          {setup.secret}
        </Box>
      </Typography>
      <FormField
        {...field('code')}
        label="Code from the app"
        autoComplete="one-time-code"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {/* Asked again: a session alone must not put an authenticator on the account. */}
      <PasswordField {...field('password')} />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Turn on
        </Button>
      </Box>
    </AccountForm>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
        Keep these {RECOVERY_CODE_COUNT} recovery codes somewhere safe: each signs you in once
        without your phone. They are shown only now.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', m: 0, pl: 3, columns: 2 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" onClick={onDone}>
        I have kept them
      </Button>
    </Stack>
  );
}

function TurnOff() {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [asking, setAsking] = useState(false);
  const { field, check, send } = useStaffForm({ password: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(twoFactorDisableSchema);
    if (!body) return;
    await send(() => disable(body).unwrap(), {
      title: 'Two-Factor Off',
      message: 'Two-factor sign-in is off; your other sessions have ended.',
    });
  };

  if (!asking) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          On. Signing in takes a code from your authenticator app or a recovery code.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
          Turn off
        </Button>
      </Stack>
    );
  }
  return (
    <AccountForm label="Turn off two-factor sign-in" onSubmit={submit}>
      <PasswordField autoFocus {...field('password')} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color="error" disabled={isLoading}>
          Turn off
        </Button>
        <Button onClick={() => setAsking(false)}>Cancel</Button>
      </Stack>
    </AccountForm>
  );
}

/** The member's password, which turning two-factor on or off asks for. */
function PasswordField(
  props: Pick<
    ComponentProps<typeof FormField>,
    'name' | 'value' | 'errors' | 'onValueChange' | 'autoFocus'
  >,
) {
  return (
    <FormField
      label="Your password"
      type="password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}
