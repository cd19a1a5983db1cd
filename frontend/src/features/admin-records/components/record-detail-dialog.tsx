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
import type { ActivityEntry, Detailed } from '@bytecraft/contracts/records/work';
import { isWorked, kindOf, type WorkedKind } from '@bytecraft/contracts/records';
import { PRIORITIES, PRIORITY_TIMES, type Priority } from '@bytecraft/contracts/records/due';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { httpStatusOf } from '../../../lib/api-errors';
import { StatusChip, statusLabel } from '../../../components/ui/status-chip';
import { useGetRecordQuery, useSetPriorityMutation, type StaffRecord } from '../api/records-api';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import { formatDate } from '../../../lib/format-date';
import { shownStatus, type RecordScreen } from '../record-screen';
import { FactList } from './fact-list';
import { FileLinks } from './file-links';
import { NotesSection } from './notes-section';
import { OwnerAndFollowUp } from './owner-follow-up';
import { PersonLink } from './person-link';
import { RecordActivity } from './record-activity';
import { ReplyComposer } from './reply-composer';
import { PromiseChip } from './work-chips';
import type { WorkedRecord } from '../worked-records';

/** How often an open record with a queued reply asks for its delivery state. */
export const QUEUED_MAIL_POLL_MS = 3000;

interface Props {
  screen: RecordScreen;
  id: string;
  /** The record as the list has it, if it is on the page: shown at once, while its detail loads. */
  listed?: StaffRecord;
  onClose: () => void;
  onMove: (record: StaffRecord, status: string) => void;
  /** What a screen adds for its kind (the answer form of a question). */
  extra?: (record: StaffRecord) => ReactNode;
}

/**
 * Every field of a record, its status (a dropdown for the kinds that have one) and its activity.
 * A record the list does not show (opened from a staff alert's link) is loaded by its id alone.
 */
export default function RecordDetailDialog({ screen, id, listed, onClose, onMove, extra }: Props) {
  const titleId = useId();
  // A reply waiting for the mail service is asked about again until it is sent or has failed:
  // no event says when the notification service delivers it.
  const [mailQueued, setMailQueued] = useState(false);
  const detail = useGetRecordQuery(
    { kind: screen.kind, id },
    { pollingInterval: mailQueued ? QUEUED_MAIL_POLL_MS : 0 },
  );
  const split = detail.data && splitDetail(detail.data);
  const queued = Boolean(
    split?.activity.some((entry) => entry.type === 'reply' && entry.delivery === 'queued'),
  );
  useEffect(() => setMailQueued(queued), [queued]);
  const record = split?.record ?? listed;
  const missing = httpStatusOf(detail.error) === 404;
  // Undefined while the detail loads; empty when it failed (the listed record still shows).
  const loaded = detail.isLoading ? undefined : (split ?? { activity: [] });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={isWorked(screen.kind) ? 'md' : 'sm'}
      aria-labelledby={titleId}
    >
      {record ? (
        <RecordDetail
          screen={screen}
          record={record}
          activity={loaded?.activity}
          titleId={titleId}
          onMove={onMove}
          extra={extra}
        />
      ) : (
        <>
          <DialogTitle id={titleId}>
            {!detail.isError
              ? 'Loading record…'
              : missing
                ? 'Record not found'
                : 'Record not loaded'}
          </DialogTitle>
          <DialogContent dividers>
            {!detail.isError ? (
              <LoadingIndicator />
            ) : (
              <Typography>
                {missing
                  ? `There is no such record among the ${screen.plural}: it may have been removed, or the link may be mistyped.`
                  : 'The record could not be loaded. Please try again.'}
              </Typography>
            )}
          </DialogContent>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The detail's answer as the record and its activity. */
function splitDetail(data: Detailed<StaffRecord>) {
  const { activity, ...record } = data;
  return { record: record, activity };
}

/**
 * A loaded record: `activity` is undefined while it loads. A kind staff work shows its owner,
 * follow-up, reply, notes and activity (which holds the status changes too).
 */
function RecordDetail({
  screen,
  record,
  activity,
  titleId,
  onMove,
  extra,
}: Pick<Props, 'screen' | 'onMove' | 'extra'> & {
  record: StaffRecord;
  activity: ActivityEntry[] | undefined;
  titleId: string;
}) {
  const kind = screen.kind;
  const statusLabelId = useId();
  const status = shownStatus(screen, record);
  const body = screen.body?.(record);
  const file = screen.file?.(record);
  const badge = screen.badge?.(record);
  return (
    <>
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
          <PersonLink email={record.email} />
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
        {isWorked(kind) && (
          <>
            <OwnerAndFollowUp kind={kind} record={record as WorkedRecord} />
            <PriorityField kind={kind} record={record as WorkedRecord} />
          </>
        )}
        {extra?.(record)}
        {isWorked(kind) && (
          <>
            <ReplyComposer key={record.id} kind={kind} record={record as WorkedRecord} />
            <NotesSection kind={kind} record={record as WorkedRecord} activity={activity} />
            <RecordActivity kind={kind} id={record.id} activity={activity} />
          </>
        )}
      </DialogContent>
    </>
  );
}

/**
 * The record's priority (its kind's until staff set one), which selects when its first answer
 * is due; the due time shown moves with it.
 */
function PriorityField({ kind, record }: { kind: WorkedKind; record: WorkedRecord }) {
  const labelId = useId();
  const [setPriority, { isLoading }] = useSetPriorityMutation();
  const priority = record.priority ?? kindOf(kind).work.due.priority;
  const change = async (next: Priority) => {
    try {
      await setPriority({ kind, id: record.id, priority: next }).unwrap();
      toast(
        { title: 'Priority Changed', message: `${record.name} is ${PRIORITY_TIMES[next].label}.` },
        'success',
      );
    } catch (error) {
      toastRefusal(error);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={labelId}>Priority</InputLabel>
        <Select
          labelId={labelId}
          label="Priority"
          value={priority}
          disabled={isLoading}
          onChange={(event) => {
            const next = event.target.value;
            if (next !== priority) void change(next);
          }}
        >
          {PRIORITIES.map((option) => (
            <MenuItem key={option} value={option}>
              {PRIORITY_TIMES[option].label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        {record.dueAt ? `Answer due ${formatDate(record.dueAt)}` : 'No answer due'}
      </Typography>
      <PromiseChip record={record} />
    </Stack>
  );
}
