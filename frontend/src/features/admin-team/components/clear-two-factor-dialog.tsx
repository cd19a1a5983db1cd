import type { StaffMember } from '@bytecraft/contracts/staff-team';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={<>Clear {who}’s two-factor sign-in?</>}
      confirmLabel="Clear two-factor"
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Their authenticator app and recovery codes stop working and they are signed out everywhere. Do
      this only once you know it is them asking, for example after a lost phone.
    </ConfirmDialog>
  );
}
