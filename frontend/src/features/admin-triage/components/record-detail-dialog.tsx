import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { StatusChip, statusLabel } from '../../../components/ui/status-chip';
import { useGetRecordQuery, type StaffRecord } from '../api/records-api';
import { formatDate, shownStatus, type RecordScreen } from '../screens';
import { FactList } from './fact-list';
import { FileLinks } from './file-links';

interface Props {
  screen: RecordScreen;
  /** The record as the list has it: shown at once, while its detail and history load. */
  record: StaffRecord;
  onClose: () => void;
  onMove: (record: StaffRecord, status: string) => void;
  /** What a screen adds for its kind (the answer form of a question). */
  extra?: (record: StaffRecord) => ReactNode;
}

/** Every field of a record, its status (a dropdown where spec §4 has one) and its history. */
export function RecordDetailDialog({ screen, record: listed, onClose, onMove, extra }: Props) {
  const titleId = useId();
  const statusLabelId = useId();
  const detail = useGetRecordQuery({ kind: screen.kind, id: listed.id });
  const record = detail.data ?? listed;
  const status = shownStatus(screen, record);
  const body = screen.body?.(record);
  const file = screen.file?.(record);
  const badge = screen.badge?.(record);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{screen.heading(record)}</DialogTitle>
      <DialogContent dividers>
        {screen.subheading(record) && (
          <Typography color="text.secondary">{screen.subheading(record)}</Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ my: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {status && !screen.statusSelect && <StatusChip status={status} size="medium" />}
          {badge && <Chip variant="outlined" label={badge.label} color={badge.color} />}
          <Typography variant="body2" color="text.secondary">
            Received {formatDate(screen.date(record))}
          </Typography>
        </Stack>
        {status && screen.statusSelect && (
          <FormControl size="small" sx={{ minWidth: 200, my: 1 }}>
            <InputLabel id={statusLabelId}>Status</InputLabel>
            <Select
              labelId={statusLabelId}
              label="Status"
              value={status}
              onChange={(event) => {
                if (event.target.value !== status) onMove(record, event.target.value);
              }}
            >
              {screen.statuses.map((option) => (
                <MenuItem key={option} value={option}>
                  {statusLabel(option)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <FactList facts={screen.details(record)} columns={2} />
        {body?.text && (
          <Box sx={{ my: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {body.label}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {body.text}
            </Typography>
          </Box>
        )}
        {file && (
          <Stack direction="row" spacing={1} sx={{ my: 1 }}>
            <FileLinks file={file} owner={screen.heading(record)} />
          </Stack>
        )}
        {extra?.(record)}
        {screen.statuses.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              Status history
            </Typography>
            {detail.isLoading ? (
              <Typography variant="body2" color="text.secondary">
                Loading history…
              </Typography>
            ) : detail.data?.history.length ? (
              <Box component="ol" sx={{ pl: 2.5, my: 0.5 }}>
                {detail.data.history.map((change) => (
                  <Typography component="li" variant="body2" key={change.changedAt + change.to}>
                    {statusLabel(change.from)} → {statusLabel(change.to)} by {change.changedBy},{' '}
                    {formatDate(change.changedAt)}
                  </Typography>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No status changes yet.
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
