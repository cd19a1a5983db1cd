import { internshipApplication } from '@bytecraft/contracts/kinds/internship-application';
import { AVAILABILITIES, GRADUATION_YEARS } from '@bytecraft/contracts/options';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, VisitorFields } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { ResumeField, useResume } from '../../../components/ui/resume-field';
import { internshipPrograms } from '../../../content/internship-programs';
import { useSubmissionForm } from '../../../hooks/use-submission-form';
import { toFormData } from '../../../lib/form-data';

export interface InternshipApplicationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title of the program applied for, preselected. */
  program?: string;
}

const PROGRAM_OPTIONS = internshipPrograms.map(({ title }) => ({ value: title, label: title }));

/** The internship application, with an optional resume, sent as multipart. */
export function InternshipApplicationDialog({
  open,
  onClose,
  program: preselected = '',
}: InternshipApplicationDialogProps) {
  const resume = useResume(false);
  // The spec keeps the chosen program in the form but does not send it, so it lives apart
  // from the values that are sent.
  const [program, setProgram] = useState(preselected);
  const form = useSubmissionForm({
    form: internshipApplication,
    extraErrors: resume.errors,
    body: (values) => toFormData(values, resume.file),
    onSuccess: () => {
      resume.clear();
      setProgram('');
      onClose();
    },
  });
  const { field } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Apply for Internship"
      form={form}
      submitLabel="Submit Application"
      sendingLabel="Submitting..."
    >
      <VisitorFields form={form} />
      <FormField {...field('university')} label="University" required />
      <FormField {...field('course')} label="Major/Course" required />
      <SelectField {...field('year')} label="Graduation Year" required options={GRADUATION_YEARS} />
      <SelectField
        name="internshipType"
        value={program}
        onValueChange={(_name, value) => setProgram(value)}
        label="Internship Program"
        required
        options={PROGRAM_OPTIONS}
      />
      <FormField {...field('skills')} label="Skills" multiline rows={2} />
      <FormField {...field('experience')} label="Experience" multiline rows={2} />
      <FormField {...field('motivation')} label="Motivation" required multiline rows={4} />
      <SelectField
        {...field('availability')}
        label="Availability"
        required
        options={AVAILABILITIES}
      />
      <FormField {...field('portfolioUrl')} label="Portfolio URL" type="url" autoComplete="url" />
      <ResumeField {...resume.field(form)} />
    </FormDialog>
  );
}

export default InternshipApplicationDialog;
