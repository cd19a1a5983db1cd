import type { KindForm } from '@bytecraft/contracts/kinds/define-kind';
import { jobApplication } from '@bytecraft/contracts/kinds/job-application';
import { EXPERIENCE_LEVELS } from '@bytecraft/contracts/options';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, VisitorFields } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { ResumeField, useResume } from '../../../components/ui/resume-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { toFormData } from '../../../lib/form-data';

export interface ApplicationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The opening applied for; without one, this is the general 'Submit Your Resume' form. */
  job?: { id: number | string; title: string };
}

/** Job application (for an opening) or general resume: same fields, different rules and route. */
export function ApplicationDialog({ open, onClose, job }: ApplicationDialogProps) {
  const resume = useResume(true);
  // Without an opening, the resume form: its own rules and route.
  const sent: KindForm = job ? jobApplication : jobApplication.otherForms[0];
  const form = useSubmissionForm({
    form: sent,
    extraErrors: resume.errors,
    body: (values) =>
      toFormData(
        job ? { ...values, jobId: String(job.id), jobTitle: job.title } : values,
        resume.file,
      ),
    onSuccess: () => {
      resume.clear();
      onClose();
    },
  });
  const { field } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={job ? `Apply for ${job.title}` : 'Submit Your Resume'}
      form={form}
      submitLabel={job ? 'Submit Application' : 'Submit Resume'}
      sendingLabel="Submitting..."
    >
      <VisitorFields form={form} phoneRequired={Boolean(job)} />
      <SelectField
        {...field('experience')}
        label="Experience"
        required
        options={EXPERIENCE_LEVELS}
      />
      <FormField {...field('skills')} label="Skills" required multiline rows={2} />
      <FormField
        {...field('coverLetter')}
        label="Cover Letter"
        required={Boolean(job)}
        multiline
        rows={4}
      />
      <ResumeField {...resume.field(form)} />
    </FormDialog>
  );
}

export default ApplicationDialog;
