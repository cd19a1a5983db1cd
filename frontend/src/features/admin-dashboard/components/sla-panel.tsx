import { type WorkedKind } from '@bytecraft/contracts/records';
import type { SlaFigures, SlaReport } from '@bytecraft/contracts/records/sla';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';
import { formatDate } from '../../../lib/format-date';
import { slaQuery, useSlaReportQuery } from '../api/dashboard-api';

/** The spans the panel compares, in days. */
const SPANS = [7, 30] as const;
/** The misses listed: the latest of the longer span. */
const MISSES_SHOWN = 5;

/** '75% (3 of 4)', or '–' with nothing due. */
export function hitRateText({ hitRate, kept, due }: Pick<SlaFigures, 'hitRate' | 'kept' | 'due'>) {
  return hitRate === null ? '–' : `${Math.round(hitRate * 100)}% (${kept} of ${due})`;
}

const figuresOf = (report: SlaReport | undefined, kind: WorkedKind) =>
  report?.byKind.find((row) => row.kind === kind);

/**
 * Promises kept: each worked kind's hit rate (kept ÷ due) over the last 7 and 30 days, the
 * latest promises missed with their records, and the 30 days' report as CSV.
 */
export function SlaPanel({ titleOf }: { titleOf: (kind: WorkedKind) => string }) {
  const week = useSlaReportQuery({ days: SPANS[0] });
  const month = useSlaReportQuery({ days: SPANS[1] });
  if (week.isLoading || month.isLoading) {
    return <Typography color="text.secondary">Loading promises…</Typography>;
  }
  if (!week.data || !month.data) {
    return <Typography color="text.secondary">The promises could not be loaded.</Typography>;
  }
  const kinds = month.data.byKind.map((row) => row.kind);
  const misses = month.data.misses.slice(-MISSES_SHOWN).reverse();
  return (
    <Stack spacing={2}>
      {kinds.length === 0 ? (
        <Typography color="text.secondary">No promise was due in the last 30 days.</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Promises kept figures">
          <Table size="small" aria-label="Promises kept by kind">
            <TableHead>
              <TableRow>
                <TableCell>Kind</TableCell>
                <TableCell align="right">7 days</TableCell>
                <TableCell align="right">30 days</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {kinds.map((kind) => (
                <TableRow key={kind}>
                  <TableCell component="th" scope="row">
                    {titleOf(kind)}
                  </TableCell>
                  <TableCell align="right">
                    {hitRateText(figuresOf(week.data, kind) ?? { hitRate: null, kept: 0, due: 0 })}
                  </TableCell>
                  <TableCell align="right">{hitRateText(figuresOf(month.data, kind)!)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {misses.length > 0 && (
        <List dense aria-label="Promises missed" disablePadding>
          {misses.map((miss) => (
            <ListItem key={`${miss.recordId}.${miss.clock}.${miss.dueAt}`} disableGutters>
              <Typography variant="body2">
                <Link component={RouterLink} to={adminPaths.record(miss.kind, miss.recordId)}>
                  {titleOf(miss.kind)}
                </Link>{' '}
                due {formatDate(miss.dueAt)},{' '}
                {miss.answeredAt ? `answered ${formatDate(miss.answeredAt)}` : 'not answered yet'}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <Link href={`/api/admin/sla?${slaQuery(SPANS[1], Date.now(), 'csv')}`} download>
        Download the last 30 days as CSV
      </Link>
    </Stack>
  );
}
