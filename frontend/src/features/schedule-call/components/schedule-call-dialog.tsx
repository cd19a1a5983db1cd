import { scheduleCall } from '@bytecraft/contracts/kinds/schedule-call';
import { SCHEDULE_CALL_PURPOSES, PREFERRED_TIMES } from '@bytecraft/contracts/options';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, VisitorFields } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';

export interface ScheduleCallDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Schedule a Call' on /about; closes once the request is accepted. */
export function ScheduleCallDialog({ open, onClose }: ScheduleCallDialogProps) {
  const form = useSubmissionForm({ form: scheduleCall, onSuccess: onClose });
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
      <VisitorFields form={form} phoneRequired company={field('company')} />
      <SelectField
        {...field('purpose')}
        label="Call Purpose"
        required
        options={SCHEDULE_CALL_PURPOSES}
      />
      <SelectField
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
