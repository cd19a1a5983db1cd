import {
  jobApplicationSchema,
  resumeSubmissionSchema,
} from '@bytecraft/contracts/kinds/job-application';
import { EXPERIENCE_LEVELS } from '@bytecraft/contracts/options';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { EmailField, FormField, NameField } from '../../../components/ui/form-field';
import { ResumeField, resumeErrors } from '../../../components/ui/resume-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { toFormData } from '../../../lib/api';
import { submissions } from '../../../lib/submissions';

export interface ApplicationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The opening applied for; without one, this is the general 'Submit Your Resume' form. */
  job?: { id: number | string; title: string };
}

const EMPTY = { name: '', email: '', phone: '', experience: '', skills: '', coverLetter: '' };

/** Job application (for an opening) or general resume: same fields, different rules and route. */
export function ApplicationDialog({ open, onClose, job }: ApplicationDialogProps) {
  const [resume, setResume] = useState<File>();
  const form = useSubmissionForm({
    schema: job ? jobApplicationSchema : resumeSubmissionSchema,
    initialValues: EMPTY,
    extraErrors: (): Record<string, string[]> => {
      const messages = resumeErrors(resume, true);
      return messages.length ? { resume: messages } : {};
    },
    send: (values, submissionId) => {
      const fields = job ? { ...values, jobId: String(job.id), jobTitle: job.title } : values;
      const body = toFormData(fields, resume);
      return job
        ? submissions.jobApplication({ body, submissionId })
        : submissions.resume({ body, submissionId });
    },
    onSuccess: () => {
      setResume(undefined);
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
      <NameField {...field('name')} />
      <EmailField {...field('email')} />
      <FormField
        {...field('phone')}
        label="Phone Number"
        type="tel"
        required={Boolean(job)}
        autoComplete="tel"
      />
      <FormField {...field('experience')} label="Experience" required options={EXPERIENCE_LEVELS} />
      <FormField {...field('skills')} label="Skills" required multiline rows={2} />
      <FormField
        {...field('coverLetter')}
        label="Cover Letter"
        required={Boolean(job)}
        multiline
        rows={4}
      />
      <ResumeField
        file={resume}
        required
        errors={form.errors.resume}
        onChange={(file) => {
          setResume(file);
          form.clearErrors('resume');
        }}
      />
    </FormDialog>
  );
}

export default ApplicationDialog;
