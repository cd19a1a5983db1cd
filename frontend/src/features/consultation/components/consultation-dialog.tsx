import { consultation } from '@bytecraft/contracts/kinds/consultation';
import {
  CONSULTATION_BUDGETS,
  CONSULTATION_SERVICES,
  CONSULTATION_TIMELINES,
} from '@bytecraft/contracts/options';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, VisitorFields } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';

export interface ConsultationDialogProps {
  open: boolean;
  onClose: () => void;
  /** A service title (a CONSULTATION_SERVICES value) to preselect, e.g. from Learn More. */
  initialService?: string;
}

/** 'Schedule Your Free Consultation' on /services; closes once the request is accepted. */
export function ConsultationDialog({
  open,
  onClose,
  initialService = '',
}: ConsultationDialogProps) {
  const form = useSubmissionForm({
    form: consultation,
    initialValues: { service: initialService },
    onSuccess: onClose,
  });
  const { field } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Schedule Your Free Consultation"
      form={form}
      submitLabel="Schedule Consultation"
      sendingLabel="Scheduling..."
    >
      <VisitorFields form={form} company={field('company')} />
      {/* Required by the schema, but the spec shows this label without an asterisk. */}
      <SelectField {...field('service')} label="Service Interest" options={CONSULTATION_SERVICES} />
      <SelectField {...field('budget')} label="Budget Range" options={CONSULTATION_BUDGETS} />
      <SelectField
        {...field('timeline')}
        label="Project Timeline"
        options={CONSULTATION_TIMELINES}
      />
      <FormField {...field('message')} label="Project Details" multiline rows={4} />
    </FormDialog>
  );
}

export default ConsultationDialog;
