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

/** What each kind's arrival reads as, and where its screen is. */
const KINDS = {
  contact: { what: 'sent a contact message', to: adminPaths.contacts },
  'job-application': { what: 'applied for a job', to: adminPaths.jobApplications },
  'schedule-call': { what: 'scheduled a call', to: adminPaths.scheduleCalls },
  consultation: { what: 'booked a consultation', to: adminPaths.consultations },
  'developer-hire': { what: 'asked to hire a developer', to: adminPaths.developerHires },
  'internship-application': {
    what: 'applied for an internship',
    to: adminPaths.internshipApplications,
  },
  'internship-question': {
    what: 'asked about internships',
    to: adminPaths.internshipQuestions,
  },
} as const;

type ActivityKind = keyof typeof KINDS;
const ACTIVITY_KINDS = Object.keys(KINDS) as ActivityKind[];

/** Every kind above has a name, an email and a creation time; some have a status. */
interface Activity {
  kind: ActivityKind;
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
        kind: kind as ActivityKind,
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
                to={`${KINDS[kind].to}?q=${encodeURIComponent(record.email)}`}
                sx={{ fontWeight: 600 }}
              >
                {record.name}
              </Link>{' '}
              {KINDS[kind].what}
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
