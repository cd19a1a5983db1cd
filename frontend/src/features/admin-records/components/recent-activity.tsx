import { RECORD_KIND_IDS, type RecordKind } from '@bytecraft/contracts/records';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { StatusChip } from '../../../components/ui/status-chip';
import { adminPaths } from '../../../config/admin-paths';
import { useListRecordsQuery } from '../api/records-api';
import { RECORD_SCREENS } from '../kinds';

/** The kinds whose arrivals the dashboard lists: those whose screen says how one reads. */
const ACTIVITY_KINDS = RECORD_KIND_IDS.filter((kind) => RECORD_SCREENS[kind].arrival);

/** Every kind listed has a name, an email and a creation time; some have a status. */
interface Activity {
  kind: RecordKind;
  record: { id: string; name: string; email: string; createdAt: string; status?: string };
}

const PER_KIND = 5;
const SHOWN = 8;

/**
 * The newest submissions of every kind, newest first. Each kind's first page is a list query
 * like any other, so a new submission (heard live) or a status change refreshes it by its tags.
 */
export function RecentActivity() {
  const queries = ACTIVITY_KINDS.map((kind) => ({
    kind,
    // The number of kinds is fixed, so the hooks run in the same order every render.
    query: useListRecordsQuery({ kind, page: 1, limit: PER_KIND }),
  }));
  if (queries.some(({ query }) => query.isLoading)) return <LoadingIndicator />;
  const items: Activity[] = queries
    .flatMap(({ kind, query }) =>
      (query.data?.data ?? []).map((record) => ({
        kind,
        record: record as Activity['record'],
      })),
    )
    .sort((a, b) => b.record.createdAt.localeCompare(a.record.createdAt))
    .slice(0, SHOWN);
  if (!items.length) {
    return <Typography color="text.secondary">No submissions yet.</Typography>;
  }
  return (
    <List dense disablePadding aria-label="Recent submissions">
      {items.map(({ kind, record }) => (
        <ListItem
          key={`${kind}:${record.id}`}
          divider
          sx={{ px: 0, gap: 1, alignItems: 'flex-start' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2">
              <Link
                component={RouterLink}
                to={`${adminPaths.section(kind)}?q=${encodeURIComponent(record.email)}`}
                sx={{ fontWeight: 600 }}
              >
                {record.name}
              </Link>{' '}
              {RECORD_SCREENS[kind].arrival}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {new Date(record.createdAt).toLocaleString('en-IN', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </Typography>
          </Box>
          {record.status && <StatusChip status={record.status} />}
        </ListItem>
      ))}
    </List>
  );
}
