import { RESUME_RULES } from '@bytecraft/contracts/kinds/job-application';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** The resume's own rules, checked before sending; the server checks the content again. */
export function resumeErrors(file: File | undefined, required: boolean): string[] {
  if (!file) return required ? [RESUME_RULES.messages.required] : [];
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!(RESUME_RULES.extensions as readonly string[]).includes(extension))
    return [RESUME_RULES.messages.type];
  if (file.size > RESUME_RULES.maxBytes) return [RESUME_RULES.messages.size];
  return [];
}

/**
 * The resume an upload form sends beside its fields: the file chosen, its checks (the form's
 * `extraErrors`) and the field's props, where choosing a file clears the form's errors for it.
 */
export function useResume(required: boolean) {
  const [file, setFile] = useState<File>();
  return {
    file,
    clear: () => setFile(undefined),
    errors: (): Record<string, string[]> => {
      const messages = resumeErrors(file, required);
      return messages.length ? { resume: messages } : {};
    },
    field: (form: {
      errors: Record<string, string[]>;
      clearErrors: (name: string) => void;
    }): Props => ({
      file,
      required,
      errors: form.errors.resume,
      onChange: (next) => {
        setFile(next);
        form.clearErrors('resume');
      },
    }),
  };
}

interface Props {
  file: File | undefined;
  required: boolean;
  errors?: string[];
  onChange: (file: File | undefined) => void;
}

/** A PDF/DOC/DOCX picker labelled 'Resume', its errors as lines under it. */
export function ResumeField({ file, required, errors, onChange }: Props) {
  return (
    <div>
      <Button component="label" variant="outlined">
        {file
          ? `Resume: ${file.name}`
          : `Choose resume (PDF, DOC, DOCX)${required ? ' *' : ' (optional)'}`}
        <input
          hidden
          type="file"
          name="resume"
          accept={RESUME_RULES.accept}
          aria-label="Resume"
          onChange={(event) => onChange(event.target.files?.[0])}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        At most 5 MB.
      </Typography>
      {errors?.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </div>
  );
}
