import { KINDS, RECORD_KIND_IDS } from '@bytecraft/contracts/records';
import { EMPTY_DASHBOARD_STATS, type DashboardStats } from '@bytecraft/contracts/records/dashboard';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import StorageIcon from '@mui/icons-material/Storage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { FailureBoundary } from '../../../components/ui/failure-boundary';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { staffApi, tagsOfChange } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import { useDashboardStatsQuery, useHealthQuery } from '../api/dashboard-api';
import { MyAvailability } from './my-availability';

// Shown only while the server does not answer: its alert loads then.
const BackendNotConnected = lazy(() => import('./backend-not-connected'));

type Connection = 'checking' | 'connected' | 'disconnected';

/** The cards of one kind each, as their definitions name them; internships have a panel. */
type Card = Exclude<keyof DashboardStats, 'internships'>;

// The cards' titles, in the order they stand.
const CARD_TITLES: Record<Card, string> = {
  contacts: 'Contacts',
  jobApplications: 'Job Applications',
  scheduleCalls: 'Schedule Calls',
  consultations: 'Consultations',
  developerHires: 'Developer Hires',
  newsletter: 'Newsletter',
};

/** Each card with its kind (where it links) and the figures beside its total. */
const CARDS = (Object.keys(CARD_TITLES) as Card[]).map((card) => {
  const { id, dashboard } = KINDS.find((kind) => kind.dashboard.card === card)!;
  return {
    card,
    title: CARD_TITLES[card],
    kind: id,
    figures: Object.keys(dashboard.figures).filter((figure) => figure !== 'total'),
  };
});

/**
 * The console's first screen: counts, the workload per kind (`workload`), the promises kept
 * (`sla`), recent submissions (`activity`, which the records feature draws), whether the backend
 * answers. Refresh asks again for all of it.
 */
export function Dashboard({
  activity,
  workload,
  sla,
}: {
  activity: ReactNode;
  workload: ReactNode;
  sla: ReactNode;
}) {
  const dispatch = useDispatch();
  const health = useHealthQuery();
  const statsQuery = useDashboardStatsQuery();
  const stats = statsQuery.data ?? EMPTY_DASHBOARD_STATS;
  // Until the first answer (and in the prerendered page) the counts are unknown, not zero.
  const counting = statsQuery.isLoading;

  const connection: Connection = health.isFetching
    ? 'checking'
    : health.data?.status === 'ok'
      ? 'connected'
      : 'disconnected';

  // Said once per failed check, as the check finishes.
  const failedCheck = !health.isFetching && (health.isError || health.data?.status === 'error');
  useEffect(() => {
    if (!failedCheck) return;
    toast(
      {
        title: 'Backend Connection Failed',
        message: 'Make sure your backend server is running on port 5000',
      },
      'error',
    );
  }, [failedCheck, health.fulfilledTimeStamp, health.error]);

  const refresh = () => {
    void health.refetch();
    dispatch(staffApi.util.invalidateTags(RECORD_KIND_IDS.flatMap((kind) => tagsOfChange(kind))));
  };

  const cards = CARDS.map(({ card, title, kind, figures }) => ({
    title,
    to: adminPaths.section(kind),
    total: stats[card].total,
    parts: figures.map(
      (figure) => `${stats[card][figure as keyof DashboardStats[Card]]} ${figure}`,
    ),
  }));

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            Welcome back
          </Typography>
          <Typography color="text.secondary">What visitors have sent, as it arrives.</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ConnectionBadge connection={connection} />
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={refresh}>
            Refresh
          </Button>
        </Stack>
      </Stack>

      {connection === 'disconnected' && (
        <Suspense fallback={null}>
          <BackendNotConnected />
        </Suspense>
      )}

      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <StatCard {...card} counting={counting} />
          </Grid>
        ))}
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <Panel title="Workload">{workload}</Panel>
            <Panel title="Promises Kept">{sla}</Panel>
            <Panel title="Recent Activity">{activity}</Panel>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <Panel title="Your Availability">
              <MyAvailability />
            </Panel>
            <Panel title="Database">
              {connection === 'connected' ? (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <StorageIcon color="success" aria-hidden />
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>
                      {health.data?.tables ?? 0} Tables
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      PostgreSQL, every service connected
                    </Typography>
                  </Box>
                </Stack>
              ) : connection === 'checking' ? (
                <Typography color="text.secondary">Checking…</Typography>
              ) : (
                <Typography color="error.main" sx={{ fontWeight: 600 }}>
                  Not reachable
                </Typography>
              )}
            </Panel>
            <Panel title="Internships">
              <Typography>
                {counting
                  ? 'Counting…'
                  : `${stats.internships.applications} applications, ${stats.internships.questions} questions`}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                <Link component={RouterLink} to={adminPaths.section('internship-application')}>
                  Applications
                </Link>
                <Link component={RouterLink} to={adminPaths.section('internship-question')}>
                  Questions
                </Link>
              </Stack>
            </Panel>
            <Panel title="Quick Actions">
              <Stack spacing={1}>
                <QuickLink href={paths.contact} label="Open Contact Page" />
                <QuickLink href={paths.home} label="Open Home Page" />
                <QuickLink href={paths.careers} label="Open Careers Page" />
                <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
                  Refresh Data
                </Button>
              </Stack>
            </Panel>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

function ConnectionBadge({ connection }: { connection: Connection }) {
  const look = {
    checking: { label: 'Checking', color: 'default' },
    connected: { label: 'Connected', color: 'success' },
    disconnected: { label: 'Disconnected', color: 'error' },
  } as const;
  return (
    <Chip
      role="status"
      aria-label={`Backend: ${look[connection].label}`}
      label={look[connection].label}
      color={look[connection].color}
    />
  );
}

interface StatCardProps {
  title: string;
  to: string;
  total: number;
  parts: string[];
}

function StatCard({ title, to, total, parts, counting }: StatCardProps & { counting: boolean }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" color="text.secondary">
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {title}
          </Link>
        </Typography>
        <Typography
          sx={{ fontSize: '2.2rem', fontWeight: 700, lineHeight: 1.2 }}
          data-testid="total"
        >
          {counting ? '–' : total}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {counting ? 'Counting…' : parts.join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <FailureBoundary what="panel">{children}</FailureBoundary>
      </CardContent>
    </Card>
  );
}

function QuickLink({ href, label }: { href: string; label: string }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="outlined"
      endIcon={<OpenInNewIcon aria-hidden />}
      aria-label={`${label} (opens in a new tab)`}
    >
      {label}
    </Button>
  );
}
