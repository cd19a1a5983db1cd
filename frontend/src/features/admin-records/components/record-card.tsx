import { isWorked } from '@bytecraft/contracts/records';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { StatusChip } from '../../../components/ui/status-chip';
import type { StaffRecord } from '../api/records-api';
import { formatDate } from '../../../lib/format-date';
import { shownStatus, type RecordScreen } from '../record-screen';
import { FactList } from './fact-list';
import { FileLinks } from './file-links';
import { WorkChips } from './work-chips';
import type { WorkedRecord } from '../worked-records';

interface Props {
  screen: RecordScreen;
  record: StaffRecord;
  onOpen: (record: StaffRecord) => void;
  onMove: (record: StaffRecord, status: string) => void;
  /** Chosen for a bulk change; a card without `onSelect` has no checkbox. */
  selected?: boolean;
  onSelect?: (record: StaffRecord, selected: boolean) => void;
}

/**
 * One record in the list: who, the key facts, its status and the buttons that move it to its
 * next status; for a kind staff work, its owner, how long it has waited and whether it is
 * overdue, and a checkbox to change several at once.
 */
export function RecordCard({ screen, record, onOpen, onMove, selected, onSelect }: Props) {
  const headingId = useId();
  const status = shownStatus(screen, record);
  const heading = screen.heading(record);
  const badge = screen.badge?.(record);
  const body = screen.body?.(record);
  const file = screen.file?.(record);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          {onSelect && (
            <SelectBox heading={heading} record={record} selected={selected} onSelect={onSelect} />
          )}
          <div style={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="h6"
              sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
            >
              {heading}
            </Typography>
            {screen.subheading(record) && (
              <Typography variant="body2" color="text.secondary">
                {screen.subheading(record)}
              </Typography>
            )}
          </div>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
            {status && <StatusChip status={status} />}
            {badge && (
              <Chip size="small" variant="outlined" label={badge.label} color={badge.color} />
            )}
          </Stack>
        </Stack>
        {isWorked(screen.kind) && <WorkChips kind={screen.kind} record={record as WorkedRecord} />}
        <FactList facts={screen.facts(record)} columns={2} />
        {body?.text && (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {body.text}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {formatDate(screen.date(record))}
        </Typography>
      </CardContent>
      {(screen.hasDetail || screen.cardActions.length > 0 || file) && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
          {screen.hasDetail && (
            <Button size="small" variant="outlined" onClick={() => onOpen(record)}>
              View Details
            </Button>
          )}
          {screen.cardActions
            .filter((action) => action.from === status)
            .map((action) => (
              <Button
                key={action.to}
                size="small"
                variant="contained"
                color={action.to === 'cancelled' ? 'error' : 'primary'}
                onClick={() => onMove(record, action.to)}
              >
                {action.label}
              </Button>
            ))}
          {file && <FileLinks file={file} owner={heading} />}
        </CardActions>
      )}
    </Card>
  );
}

/** The checkbox that picks a record for a bulk change, named after it. */
export function SelectBox({
  heading,
  record,
  selected,
  onSelect,
}: {
  heading: string;
  record: StaffRecord;
  selected?: boolean;
  onSelect: (record: StaffRecord, selected: boolean) => void;
}) {
  return (
    <Checkbox
      size="small"
      checked={Boolean(selected)}
      onChange={(event) => onSelect(record, event.target.checked)}
      slotProps={{ input: { 'aria-label': `Select ${heading}` } }}
      sx={{ p: 0.5, alignSelf: 'flex-start' }}
    />
  );
}
