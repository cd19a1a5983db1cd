import {
  developerHireSchema,
  type DeveloperHireInput,
} from '@bytecraft/contracts/kinds/developer-hire';
import {
  DEVELOPER_HIRE_BUDGETS,
  DEVELOPER_HIRE_PROJECT_TYPES,
  DEVELOPER_HIRE_TIMELINES,
} from '@bytecraft/contracts/options';
import { FormDialog } from '../../../components/ui/form-dialog';
import { EmailField, FormField, NameField } from '../../../components/ui/form-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { submissions } from '../../../lib/submissions';

export interface HireDeveloperDialogProps {
  open: boolean;
  onClose: () => void;
  developer: { id: number; name: string };
}

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  projectType: '',
  budget: '',
  timeline: '',
  message: '',
} satisfies Record<Exclude<keyof DeveloperHireInput, 'developerId'>, string>;

/** The hire request for one developer; the request carries that developer's id. */
export function HireDeveloperDialog({ open, onClose, developer }: HireDeveloperDialogProps) {
  const form = useSubmissionForm({
    schema: developerHireSchema,
    initialValues: EMPTY,
    send: (values, submissionId) =>
      submissions.developerHire({
        body: { ...values, developerId: String(developer.id) },
        submissionId,
      }),
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
      <NameField {...field('name')} />
      <EmailField {...field('email')} />
      <FormField {...field('phone')} label="Phone Number" type="tel" autoComplete="tel" />
      <FormField {...field('company')} label="Company Name" autoComplete="organization" />
      <FormField
        {...field('projectType')}
        label="Project Type"
        required
        options={DEVELOPER_HIRE_PROJECT_TYPES}
      />
      <FormField {...field('budget')} label="Budget" options={DEVELOPER_HIRE_BUDGETS} />
      <FormField {...field('timeline')} label="Timeline" options={DEVELOPER_HIRE_TIMELINES} />
      <FormField {...field('message')} label="Project Details" required multiline rows={4} />
    </FormDialog>
  );
}

export default HireDeveloperDialog;
