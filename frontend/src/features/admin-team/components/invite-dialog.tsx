import { type FormEvent } from 'react';
import { STAFF_ROLES, StaffRole, staffInviteSchema } from '@bytecraft/contracts/staff-team';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { handleAsync } from '../../../lib/handle-async';
import { ROLE_LABELS } from '../../../lib/staff-auth';
import { useStaffForm } from '../../../lib/staff-form';
import { useInviteStaffMutation } from '../api/team-api';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Invites a colleague: the server mails them a one-time link to set their password. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const { values, field, check, send } = useStaffForm({
    email: '',
    name: '',
    role: StaffRole.Staff,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A name left empty is no name: the server then shows the address.
    const body = check(staffInviteSchema, {
      email: values.email.trim(),
      role: values.role,
      name: values.name.trim() || undefined,
    });
    if (!body) return;
    const sent = await send(() => invite(body).unwrap(), {
      title: 'Invitation Sent',
      message: `An invitation was mailed to ${body.email}.`,
    });
    if (sent) onClose();
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Invite a colleague"
      form={{ handleSubmit: handleAsync(submit), submitting: isLoading }}
      maxWidth="xs"
      submitLabel="Send Invitation"
      sendingLabel="Sending..."
    >
      <FormField {...field('email')} label="Email" type="email" required />
      <FormField {...field('name')} label="Name (optional)" />
      <SelectField {...field('role')} label="Role" options={ROLE_OPTIONS} />
    </FormDialog>
  );
}
