import {
  ERASURE_PARTS,
  type ErasurePart,
  type ErasurePartProgress,
} from '@bytecraft/contracts/people';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { toastRefusal } from '../../../lib/staff-api';
import { useErasePersonMutation, useGetErasureQuery } from '../api/people-api';
import { countsText } from '../erasure-counts';
import { handleAsync } from '../../../lib/handle-async';
import { DataTable } from '../../../components/ui/data-table';

/** How often an erasure under way is asked about: each service reports when it is done. */
export const ERASURE_POLL_MS = 1000;

const PART_LABELS: Record<ErasurePart, string> = {
  lead: 'Lead service (enquiries, calls, consultations, hires)',
  recruiting: 'Recruiting service (applications, questions)',
  newsletter: 'Newsletter service',
  notification: 'Mail log (address replaced by a keyed hash)',
  gateway: 'Queued jobs and resumes',
};

/**
 * An erasure, asked for every second until every part has reported (nothing changes after), and
 * its progress in words. When it is done, what it erased is refetched (`getErasure`).
 */
export function useErasure(id: string) {
  const [done, setDone] = useState(false);
  const erasure = useGetErasureQuery(id, { pollingInterval: done ? 0 : ERASURE_POLL_MS });
  if (erasure.data?.status === 'done' && !done) setDone(true);
  const parts = erasure.data?.parts;
  const finished = parts ? ERASURE_PARTS.filter((part) => parts[part].status === 'done') : [];
  const summary = done
    ? 'Erased from every service.'
    : parts
      ? `${finished.length} of ${ERASURE_PARTS.length} parts done.`
      : 'Asked every service to erase it.';
  return { erasure, done, parts, summary };
}

/**
 * Erases everything of one address in every service (admins only): the address typed again
 * (the server checks it and says why it refuses), then each part's progress until all are done.
 */
export function EraseDialog({
  email,
  erasureId,
  onAccepted,
  onClose,
}: {
  email: string;
  /** The erasure asked for, once the server has accepted it (the page follows it too). */
  erasureId: string | undefined;
  onAccepted: (id: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {erasureId ? (
        <ErasureProgress id={erasureId} titleId={titleId} onClose={onClose} />
      ) : (
        <EraseForm email={email} titleId={titleId} onAccepted={onAccepted} onClose={onClose} />
      )}
    </Dialog>
  );
}

function EraseForm({
  email,
  titleId,
  onAccepted,
  onClose,
}: {
  email: string;
  titleId: string;
  onAccepted: (id: string) => void;
  onClose: () => void;
}) {
  const [erase, { isLoading }] = useErasePersonMutation();
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onAccepted((await erase({ email, confirm }).unwrap()).id);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toastRefusal(error);
    }
  };

  return (
    <form noValidate onSubmit={handleAsync(submit)}>
      <DialogTitle id={titleId}>Erase {email}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Every record of this address is deleted in every service, with its history, notes and
          replies; its resumes and every queued job that carries it are removed, and the mail log
          keeps only a keyed hash of it. This cannot be undone.
        </DialogContentText>
        <FormField
          name="confirm"
          label="Type the address again"
          type="email"
          required
          autoComplete="off"
          value={confirm}
          errors={errors.confirm ?? errors.email}
          onValueChange={(_name, value) => {
            setConfirm(value);
            setErrors({});
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" color="error" disabled={isLoading}>
          {isLoading ? 'Erasing...' : 'Erase'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Each part's state and counts, asked for again until every part is done. */
function ErasureProgress({
  id,
  titleId,
  onClose,
}: {
  id: string;
  titleId: string;
  onClose: () => void;
}) {
  const { erasure, done, parts, summary } = useErasure(id);
  return (
    <>
      <DialogTitle id={titleId}>{done ? 'Erased' : 'Erasing…'}</DialogTitle>
      <DialogContent>
        <Typography role="status" sx={{ mb: 2 }}>
          {summary}
        </Typography>
        {erasure.isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The progress could not be loaded; the erasure goes on. Asking again…
          </Alert>
        )}
        {parts && (
          <DataTable label="Erasure progress" size="small" columns={['Part', 'Status', 'Erased']}>
            {ERASURE_PARTS.map((part) => (
              <PartRow key={part} part={part} progress={parts[part]} />
            ))}
          </DataTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

function PartRow({ part, progress }: { part: ErasurePart; progress: ErasurePartProgress }) {
  const done = progress.status === 'done';
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {PART_LABELS[part]}
      </TableCell>
      <TableCell>{done ? 'Done' : 'Pending'}</TableCell>
      <TableCell>{done ? countsText(progress.counts) : '—'}</TableCell>
    </TableRow>
  );
}
