import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDate } from '../../../lib/format-date';
import { useStaffName } from '../../../lib/staff-directory';
import { useListErasuresQuery } from '../api/people-api';
import { countsText, totalCounts } from '../erasure-counts';
import { QueryState } from '../../../components/ui/query-state';
import { DataTable } from '../../../components/ui/data-table';

/**
 * The latest erasures (admins): people erased on request and the daily retention runs, who
 * asked, when, whether every service is done and what they erased. An erasure keeps no address.
 */
export function RecentErasures() {
  const headingId = useId();
  const erasures = useListErasuresQuery();
  const staffName = useStaffName();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Recent erasures
      </Typography>
      <QueryState
        query={erasures}
        what="The erasures"
        empty={{ when: (list) => !list.length, text: 'Nothing has been erased yet.' }}
      >
        {(list) => (
          // Scrolls sideways on a phone: a focusable region, so keyboards can scroll it too.
          <TableContainer
            component={Paper}
            variant="outlined"
            tabIndex={0}
            aria-labelledby={headingId}
          >
            <DataTable
              label="Recent erasures"
              size="small"
              columns={['When', 'Why', 'By', 'Status', 'Erased']}
            >
              {list.map((erasure) => (
                <TableRow key={erasure.id}>
                  <TableCell>
                    <time dateTime={erasure.requestedAt}>{formatDate(erasure.requestedAt)}</time>
                  </TableCell>
                  <TableCell>{erasure.reason === 'retention' ? 'Retention' : 'Request'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {erasure.requestedById ? staffName(erasure.requestedById) : 'Automatic'}
                  </TableCell>
                  <TableCell>{erasure.status === 'done' ? 'Done' : 'In progress'}</TableCell>
                  <TableCell>{countsText(totalCounts(erasure))}</TableCell>
                </TableRow>
              ))}
            </DataTable>
          </TableContainer>
        )}
      </QueryState>
    </section>
  );
}
