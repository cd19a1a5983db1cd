import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import { useTeamSettingsQuery, useUpdateTeamSettingsMutation } from '../api/team-api';

/**
 * The team's settings an admin changes: whether admins must sign in with two-factor. The server
 * refuses turning it on to an admin without their own, and says so.
 */
export function TeamSettingsSection() {
  const settings = useTeamSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateTeamSettingsMutation();
  const required = settings.data?.requireTwoFactorForAdmins ?? false;

  const change = async (requireTwoFactorForAdmins: boolean) => {
    try {
      await update({ requireTwoFactorForAdmins }).unwrap();
      toast(
        requireTwoFactorForAdmins
          ? {
              title: 'Two-Factor Required',
              message: 'Admins without two-factor sign-in must set it up before anything else.',
            }
          : { title: 'Two-Factor Optional', message: 'Admins may sign in without two-factor.' },
        'success',
      );
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={required}
            disabled={!settings.isSuccess || saving}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label="Require two-factor sign-in for admins"
      />
      <Typography variant="body2" color="text.secondary">
        An admin without it can only set it up on their Account screen until it is on.
      </Typography>
    </Paper>
  );
}
