import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { HoneypotField } from './honeypot-field';

interface Props {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form's state: a public form's from useSubmissionForm, with its honeypot. */
  form: {
    handleSubmit: (event: FormEvent) => void;
    submitting: boolean;
    /** Public forms only: the console is signed in, so bots are not its worry. */
    honeypot?: { value: string; onChange: (value: string) => void };
  };
  maxWidth?: DialogProps['maxWidth'];
  submitLabel: string;
  /** What the button says while the request runs ('Scheduling...', 'Submitting...'). */
  sendingLabel: string;
  /** Text under the title, before the fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every form dialog shares, public and console alike: title, fields, Cancel and a
 * submit button that is disabled and relabelled while sending. Keyboard users get the dialog's focus trap and Escape.
 */
export function FormDialog({
  open,
  title,
  onClose,
  form,
  submitLabel,
  sendingLabel,
  intro,
  maxWidth = 'sm',
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {intro}
          {form.honeypot && <HoneypotField {...form.honeypot} />}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            {form.submitting ? sendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
