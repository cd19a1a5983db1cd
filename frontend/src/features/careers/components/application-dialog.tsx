import {
  jobApplicationSchema,
  RESUME_RULES,
  resumeSubmissionSchema,
} from '@bytecraft/contracts/job-application';
import { EXPERIENCE_LEVELS } from '@bytecraft/contracts/options';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import {
  toFormData,
  useSubmitJobApplicationMutation,
  useSubmitResumeMutation,
} from '../../../lib/api';

export interface ApplicationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The opening applied for; without one, this is the general 'Submit Your Resume' form. */
  job?: { id: number | string; title: string };
}

const EMPTY = { name: '', email: '', phone: '', experience: '', skills: '', coverLetter: '' };

/** The resume's own rules, checked before sending; the server checks the content again. */
function resumeErrors(file: File | undefined): string[] {
  if (!file) return [RESUME_RULES.messages.required];
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!(RESUME_RULES.extensions as readonly string[]).includes(extension))
    return [RESUME_RULES.messages.type];
  if (file.size > RESUME_RULES.maxBytes) return [RESUME_RULES.messages.size];
  return [];
}

/** Job application (for an opening) or general resume: same fields, different rules and route. */
export function ApplicationDialog({ open, onClose, job }: ApplicationDialogProps) {
  const [submitApplication] = useSubmitJobApplicationMutation();
  const [submitResume] = useSubmitResumeMutation();
  const [resume, setResume] = useState<File>();
  const form = useSubmissionForm({
    schema: job ? jobApplicationSchema : resumeSubmissionSchema,
    initialValues: EMPTY,
    extraErrors: (): Record<string, string[]> => {
      const messages = resumeErrors(resume);
      return messages.length ? { resume: messages } : {};
    },
    send: (values, submissionId) => {
      const fields = job ? { ...values, jobId: String(job.id), jobTitle: job.title } : values;
      const body = toFormData(fields, resume);
      return (
        job ? submitApplication({ body, submissionId }) : submitResume({ body, submissionId })
      ).unwrap();
    },
    onSuccess: () => {
      setResume(undefined);
      onClose();
    },
  });
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form.values[name],
    errors: form.errors[name],
    onValueChange: form.setField as (name: string, value: string) => void,
  });
  const title = job ? `Apply for ${job.title}` : 'Submit Your Resume';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="application-title"
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="application-title">{title}</DialogTitle>
        <DialogContent>
          <HoneypotField {...form.honeypot} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormField {...field('name')} label="Full Name" required autoComplete="name" />
            <FormField
              {...field('email')}
              label="Email Address"
              type="email"
              required
              autoComplete="email"
            />
            <FormField
              {...field('phone')}
              label="Phone Number"
              type="tel"
              required={Boolean(job)}
              autoComplete="tel"
            />
            <FormField
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
            <div>
              <Button component="label" variant="outlined">
                {resume ? `Resume: ${resume.name}` : 'Choose resume (PDF, DOC, DOCX) *'}
                <input
                  hidden
                  type="file"
                  name="resume"
                  accept={RESUME_RULES.accept}
                  aria-label="Resume"
                  onChange={(event) => {
                    setResume(event.target.files?.[0]);
                    form.clearErrors('resume');
                  }}
                />
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                At most 5 MB.
              </Typography>
              {form.errors.resume?.map((message) => (
                <FormHelperText key={message} error>
                  {message}
                </FormHelperText>
              ))}
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            {form.submitting ? 'Submitting...' : job ? 'Submit Application' : 'Submit Resume'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default ApplicationDialog;
