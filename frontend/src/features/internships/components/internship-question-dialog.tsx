import { internshipQuestion } from '@bytecraft/contracts/kinds/internship-question';
import { INTERNSHIP_QUESTION_INTERESTS } from '@bytecraft/contracts/options';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, VisitorFields } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';

export interface InternshipQuestionDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Ask Questions' on the internship page. */
export function InternshipQuestionDialog({ open, onClose }: InternshipQuestionDialogProps) {
  const form = useSubmissionForm({ form: internshipQuestion, onSuccess: onClose });
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
      <VisitorFields form={form} />
      <FormField {...field('university')} label="University" />
      <FormField {...field('question')} label="Your Question" required multiline rows={4} />
      <SelectField
        {...field('internshipInterest')}
        label="Area of Interest"
        options={INTERNSHIP_QUESTION_INTERESTS}
      />
    </FormDialog>
  );
}

export default InternshipQuestionDialog;
