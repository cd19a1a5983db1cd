import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import { STAFF_ROLES, StaffRole, staffInviteSchema } from '@bytecraft/contracts/staff-team';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { toastRefusal } from '../../../lib/staff-api';
import { ROLE_LABELS } from '../../../lib/staff-auth';
import { toast } from '../../../lib/toasts';
import { useInviteStaffMutation } from '../api/team-api';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Invites a colleague: the server mails them a one-time link to set their password. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [values, setValues] = useState({ email: '', name: '', role: StaffRole.Staff });
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A name left empty is no name: the server then shows the address.
    const parsed = staffInviteSchema.safeParse({
      email: values.email.trim(),
      role: values.role,
      name: values.name.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(groupFieldErrors(toFieldErrors(parsed.error)));
      return;
    }
    try {
      await invite(parsed.data).unwrap();
      toast(
        { title: 'Invitation Sent', message: `An invitation was mailed to ${parsed.data.email}.` },
        'success',
      );
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toastRefusal(error);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      aria-labelledby="invite-title"
    >
      <DialogTitle id="invite-title">Invite a colleague</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormField
            name="email"
            label="Email"
            type="email"
            required
            value={values.email}
            errors={errors.email}
            onValueChange={change}
          />
          <FormField
            name="name"
            label="Name (optional)"
            value={values.name}
            errors={errors.name}
            onValueChange={change}
          />
          <FormField
            name="role"
            label="Role"
            value={values.role}
            errors={errors.role}
            options={ROLE_OPTIONS}
            onValueChange={change}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Invitation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
