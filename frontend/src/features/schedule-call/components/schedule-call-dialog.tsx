import { SCHEDULE_CALL_PURPOSES, PREFERRED_TIMES } from '@bytecraft/contracts/options';
import {
  scheduleCallSchema,
  type ScheduleCallInput,
} from '@bytecraft/contracts/kinds/schedule-call';
import { FormDialog } from '../../../components/ui/form-dialog';
import { EmailField, FormField, NameField } from '../../../components/ui/form-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { submissions } from '../../../lib/submissions';

export interface ScheduleCallDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Schedule a Call' on /about; closes once the request is accepted. */
export function ScheduleCallDialog({ open, onClose }: ScheduleCallDialogProps) {
  const form = useSubmissionForm({
    schema: scheduleCallSchema,
    initialValues: {
      name: '',
      email: '',
      phone: '',
      company: '',
      purpose: '',
      preferredTime: '',
      message: '',
    } satisfies Record<keyof ScheduleCallInput, string>,
    send: (body, submissionId) => submissions.scheduleCall({ body, submissionId }),
    onSuccess: onClose,
  });
  const { field } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Schedule a Call"
      form={form}
      submitLabel="Schedule Call"
      sendingLabel="Scheduling..."
    >
      <NameField {...field('name')} />
      <EmailField {...field('email')} />
      <FormField {...field('phone')} label="Phone Number" type="tel" required autoComplete="tel" />
      <FormField {...field('company')} label="Company Name" autoComplete="organization" />
      <FormField
        {...field('purpose')}
        label="Call Purpose"
        required
        options={SCHEDULE_CALL_PURPOSES}
      />
      <FormField
        {...field('preferredTime')}
        label="Preferred Time"
        required
        options={PREFERRED_TIMES}
      />
      <FormField {...field('message')} label="Additional Information" multiline rows={4} />
    </FormDialog>
  );
}

export default ScheduleCallDialog;
