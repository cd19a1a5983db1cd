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
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import { slaQuery, useSlaReportQuery } from '../api/dashboard-api';

/** The spans the panel compares, in days. */
const SPANS = [7, 30] as const;
/** The misses listed: the latest of the longer span. */
const MISSES_SHOWN = 5;
/** The row key of the promises of records nobody owned. */
const NOBODY = 'nobody';

/** '75% (3 of 4)', or '–' with nothing due. */
export function hitRateText({ hitRate, kept, due }: Pick<SlaFigures, 'hitRate' | 'kept' | 'due'>) {
  return hitRate === null ? '–' : `${Math.round(hitRate * 100)}% (${kept} of ${due})`;
}

type Figures = SlaReport['byKind'][number] | SlaReport['byOwner'][number];

/** One table of hit rates over both spans, a row per what `keyOf` tells apart. */
function HitRateTable<R extends Figures>({
  label,
  heading,
  week,
  month,
  keyOf,
  nameOf,
}: {
  label: string;
  heading: string;
  week: R[];
  month: R[];
  keyOf: (row: R) => string;
  nameOf: (row: R) => string;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{heading}</TableCell>
          <TableCell align="right">7 days</TableCell>
          <TableCell align="right">30 days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {month.map((row) => (
          <TableRow key={keyOf(row)}>
            <TableCell component="th" scope="row">
              {nameOf(row)}
            </TableCell>
            <TableCell align="right">
              {hitRateText(
                week.find((other) => keyOf(other) === keyOf(row)) ?? {
                  hitRate: null,
                  kept: 0,
                  due: 0,
                },
              )}
            </TableCell>
            <TableCell align="right">{hitRateText(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Promises kept: each worked kind's and each owner's hit rate (kept ÷ due) over the last 7 and
 * 30 days, the latest promises missed with their records, and the 30 days' report as CSV.
 */
export function SlaPanel({ titleOf }: { titleOf: (kind: WorkedKind) => string }) {
  const week = useSlaReportQuery({ days: SPANS[0] });
  const month = useSlaReportQuery({ days: SPANS[1] });
  const { data: directory = [] } = useStaffDirectoryQuery();
  if (week.isLoading || month.isLoading) {
    return <Typography color="text.secondary">Loading promises…</Typography>;
  }
  if (!week.data || !month.data) {
    return <Typography color="text.secondary">The promises could not be loaded.</Typography>;
  }
  const ownerName = (id: string | null) => {
    const member = id && directory.find((entry) => entry.id === id);
    return member ? staffLabel(member) : (id ?? 'Nobody');
  };
  const kinds = month.data.byKind.map((row) => row.kind);
  const misses = month.data.misses.slice(-MISSES_SHOWN).reverse();
  return (
    <Stack spacing={2}>
      {kinds.length === 0 ? (
        <Typography color="text.secondary">No promise was due in the last 30 days.</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Promises kept figures">
          <HitRateTable
            label="Promises kept by kind"
            heading="Kind"
            week={week.data.byKind}
            month={month.data.byKind}
            keyOf={(row) => row.kind}
            nameOf={(row) => titleOf(row.kind)}
          />
          <HitRateTable
            label="Promises kept by owner"
            heading="Owner"
            week={week.data.byOwner}
            month={month.data.byOwner}
            keyOf={(row) => row.ownerId ?? NOBODY}
            nameOf={(row) => ownerName(row.ownerId)}
          />
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
