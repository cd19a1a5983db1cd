import type { WorkloadOfKind } from '@bytecraft/contracts/records/dashboard';
import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useWorkloadQuery } from '../api/dashboard-api';

const hours = (value: number) => `${Number(value.toFixed(1))} h`;

/** 'median 3.2 h · promise 24 h': how fast the first answer came over 30 days, against the site's word. */
export function replyTimeText({ medianFirstReplyHours, replyWithinHours }: WorkloadOfKind) {
  const median =
    medianFirstReplyHours === null ? 'no replies yet' : `median ${hours(medianFirstReplyHours)}`;
  return `${median} · promise ${hours(replyWithinHours)}`;
}

/**
 * Per kind staff work: what waits for a first answer, what is past its follow-up, and the median
 * time to a first reply over the last 30 days against the promise the site makes visitors.
 */
export function Workload({ titleOf }: { titleOf: (kind: WorkedKind) => string }) {
  const workload = useWorkloadQuery();
  if (workload.isLoading) return <Typography color="text.secondary">Loading workload…</Typography>;
  if (workload.isError || !workload.data) {
    return <Typography color="text.secondary">The workload could not be loaded.</Typography>;
  }
  const rows = WORKED_KINDS.flatMap((kind) => {
    const figures = workload.data[kind];
    return figures ? [{ kind: kind, figures }] : [];
  });
  return (
    // On a narrow screen the table scrolls sideways: keyboard users reach it to scroll it.
    <TableContainer tabIndex={0} role="region" aria-label="Workload figures">
      <Table size="small" aria-label="Workload by kind">
        <TableHead>
          <TableRow>
            <TableCell>Kind</TableCell>
            <TableCell align="right">Waiting</TableCell>
            <TableCell align="right">Overdue</TableCell>
            <TableCell>First reply (30 days)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ kind, figures }) => (
            <TableRow key={kind}>
              <TableCell component="th" scope="row">
                {titleOf(kind)}
              </TableCell>
              <TableCell align="right">{figures.waiting}</TableCell>
              <TableCell align="right">{figures.overdue}</TableCell>
              <TableCell
                sx={{
                  color:
                    figures.medianFirstReplyHours !== null &&
                    figures.medianFirstReplyHours > figures.replyWithinHours
                      ? 'error.main'
                      : undefined,
                }}
              >
                {replyTimeText(figures)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
