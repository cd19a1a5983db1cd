import type { StaffMember } from '@bytecraft/contracts/staff-team';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import { useClearTwoFactorMutation } from '../api/team-api';

/**
 * Asks before an admin turns a member's two-factor off (a lost phone): it signs the member out
 * everywhere, and their password alone then signs in.
 */
export function ClearTwoFactorDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: () => void;
}) {
  const titleId = useId();
  const [clear, { isLoading }] = useClearTwoFactorMutation();
  const who = member.name ?? member.email;
  const confirm = async () => {
    try {
      await clear(member.id).unwrap();
      toast(
        {
          title: 'Two-Factor Cleared',
          message: `${who} signs in with their password alone until they set it up again.`,
        },
        'success',
      );
      onClose();
    } catch (error) {
      toastRefusal(error);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Clear {who}’s two-factor sign-in?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Their authenticator app and recovery codes stop working and they are signed out
          everywhere. Do this only once you know it is them asking, for example after a lost phone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={isLoading}
          onClick={() => void confirm()}
        >
          Clear two-factor
        </Button>
      </DialogActions>
    </Dialog>
  );
}
