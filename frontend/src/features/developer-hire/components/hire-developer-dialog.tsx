import { developerHire } from '@bytecraft/contracts/kinds/developer-hire';
import {
  DEVELOPER_HIRE_BUDGETS,
  DEVELOPER_HIRE_PROJECT_TYPES,
  DEVELOPER_HIRE_TIMELINES,
} from '@bytecraft/contracts/options';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, VisitorFields } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';

export interface HireDeveloperDialogProps {
  open: boolean;
  onClose: () => void;
  developer: { id: number; name: string };
}

/** The hire request for one developer; the request carries that developer's id. */
export function HireDeveloperDialog({ open, onClose, developer }: HireDeveloperDialogProps) {
  const form = useSubmissionForm({
    form: developerHire,
    body: (values) => ({ ...values, developerId: String(developer.id) }),
    onSuccess: onClose,
  });
  const { field } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Contact ${developer.name}`}
      form={form}
      submitLabel="Send Request"
      sendingLabel="Sending..."
    >
      <VisitorFields form={form} company={field('company')} />
      <SelectField
        {...field('projectType')}
        label="Project Type"
        required
        options={DEVELOPER_HIRE_PROJECT_TYPES}
      />
      <SelectField {...field('budget')} label="Budget" options={DEVELOPER_HIRE_BUDGETS} />
      <SelectField {...field('timeline')} label="Timeline" options={DEVELOPER_HIRE_TIMELINES} />
      <FormField {...field('message')} label="Project Details" required multiline rows={4} />
    </FormDialog>
  );
}

export default HireDeveloperDialog;
