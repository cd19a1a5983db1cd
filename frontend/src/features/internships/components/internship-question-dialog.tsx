import {
  internshipQuestionSchema,
  type InternshipQuestionInput,
} from '@bytecraft/contracts/kinds/internship-question';
import { INTERNSHIP_QUESTION_INTERESTS } from '@bytecraft/contracts/options';
import { FormDialog } from '../../../components/ui/form-dialog';
import { EmailField, FormField, NameField } from '../../../components/ui/form-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { submissions } from '../../../lib/submissions';

export interface InternshipQuestionDialogProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  university: '',
  question: '',
  internshipInterest: '',
} satisfies Record<keyof InternshipQuestionInput, string>;

/** 'Ask Questions' on the internship page. */
export function InternshipQuestionDialog({ open, onClose }: InternshipQuestionDialogProps) {
  const form = useSubmissionForm({
    schema: internshipQuestionSchema,
    initialValues: EMPTY,
    send: (body, submissionId) => submissions.internshipQuestion({ body, submissionId }),
    onSuccess: onClose,
  });
  const { field } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Ask a Question"
      form={form}
      submitLabel="Send Question"
      sendingLabel="Sending..."
    >
      <NameField {...field('name')} />
      <EmailField {...field('email')} />
      <FormField {...field('phone')} label="Phone Number" type="tel" autoComplete="tel" />
      <FormField {...field('university')} label="University" />
      <FormField {...field('question')} label="Your Question" required multiline rows={4} />
      <FormField
        {...field('internshipInterest')}
        label="Area of Interest"
        options={INTERNSHIP_QUESTION_INTERESTS}
      />
    </FormDialog>
  );
}

export default InternshipQuestionDialog;
