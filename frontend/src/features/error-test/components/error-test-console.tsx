import { contact } from '@bytecraft/contracts/kinds/contact';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Section } from '../../../components/ui/section';
import { toastFor } from '../../../lib/api-errors';
import { SUCCESS_TOAST } from '../../../hooks/use-submission-form';
import { submissions } from '../../../lib/submissions';
import { toast } from '../../../lib/toasts';
import { errorReportOf, type ErrorReport } from '../error-report';
import { INVALID_CONTACT, simulatedErrors } from '../simulated-errors';
import { ErrorPopup } from './error-popup';
import { ResultsLog, type LogEntry } from './results-log';
import { handleAsync } from '../../../lib/handle-async';

/** Longer than the popup's default, so a tester has time to read it. */
const POPUP_AUTO_HIDE_MS = 8000;

/** The /error-test buttons: each shows what a visitor would see, and records it in the log. */
export function ErrorTestConsole() {
  const [submitting, setSubmitting] = useState(false);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [popup, setPopup] = useState<{ id: number; report: ErrorReport }>();
  const nextId = useRef(1);

  const log = (entry: Omit<LogEntry, 'id' | 'at'>) => {
    const id = nextId.current++;
    setEntries((current) => [{ ...entry, id, at: Date.now() }, ...current]);
    return id;
  };

  const showError = (label: string, error: unknown) => {
    const report = errorReportOf(error);
    toast(toastFor(error), 'error');
    const id = log({ outcome: 'error', label, detail: `${report.status} · ${report.title}` });
    setPopup({ id, report });
  };

  const showSuccess = () => {
    toast(SUCCESS_TOAST, 'success');
    log({ outcome: 'success', label: 'Show Success Toast', detail: SUCCESS_TOAST.title });
  };

  // Straight to the API, past the form's own checks, to see what the server answers.
  const submitInvalidContact = async () => {
    const label = 'Submit Invalid Contact Form';
    setSubmitting(true);
    try {
      const receipt = await submissions.send(contact.publicRoute, {
        body: INVALID_CONTACT,
        submissionId: crypto.randomUUID(),
      });
      toast({ title: receipt.title, message: receipt.message }, 'success');
      log({ outcome: 'success', label, detail: `Unexpectedly accepted: ${receipt.title}` });
    } catch (error) {
      showError(label, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Section
        title="Simulated Errors"
        subtitle="Each button shows the toast and the error popup a visitor would see for that error. Nothing is sent."
      >
        <Grid container spacing={2}>
          {simulatedErrors.map(({ label, error }) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
              <Button
                fullWidth
                variant="outlined"
                color="error"
                onClick={() => showError(label, error)}
              >
                {label}
              </Button>
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Button fullWidth variant="outlined" color="success" onClick={showSuccess}>
              Show Success Toast
            </Button>
          </Grid>
        </Grid>
      </Section>
      <Section title="Real Request" tinted>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          Sends a contact message with a one-letter name, an invalid email, a five-letter message
          and no service to the live API, skipping the form&apos;s own checks, and shows the
          server&apos;s answer.
        </Typography>
        <Button
          variant="contained"
          disabled={submitting}
          onClick={handleAsync(submitInvalidContact)}
        >
          {submitting ? 'Sending...' : 'Submit Invalid Contact Form'}
        </Button>
      </Section>
      <Section title="Results Log">
        <ResultsLog entries={entries} onClear={() => setEntries([])} />
      </Section>
      {popup && (
        <ErrorPopup
          key={popup.id}
          report={popup.report}
          autoHideMs={POPUP_AUTO_HIDE_MS}
          onExited={() => setPopup(undefined)}
        />
      )}
    </>
  );
}
