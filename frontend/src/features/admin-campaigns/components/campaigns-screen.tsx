import type { CampaignRecord } from '@bytecraft/contracts/campaigns';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { adminPaths } from '../../../config/admin-paths';
import { formatDate } from '../../../lib/format-date';
import { FIGURE_LABELS, FIGURES } from '../campaign-figures';
import { useCampaignPage } from '../hooks/use-sending-progress';
import { NEW_CAMPAIGN } from './campaign-editor';
import { hasProgress, SendingProgress } from './sending-progress';
import { CampaignStateChip } from './campaign-state-chip';

const COLUMNS = [
  'Campaign',
  'State',
  ...FIGURES.map((figure) => ({ label: FIGURE_LABELS[figure], align: 'right' as const })),
];

/**
 * The newsletter's campaigns, newest first, a page at a time (the page in the address, so
 * coming back from a campaign finds the same page): each with its state, its progress while
 * it is sent, and its figures.
 */
export function CampaignsScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const page = Math.max(1, Math.floor(Number(new URLSearchParams(search).get('page'))) || 1);
  const list = useCampaignPage(page);
  const totalPages = list.data?.pagination.totalPages ?? 0;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }} color="text.secondary">
          Write a campaign, preview it and mail yourself a test; admins send it to the active
          subscribers.
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={adminPaths.campaign(NEW_CAMPAIGN)}
        >
          New Campaign
        </Button>
      </Stack>
      <QueryState
        query={list}
        what="The campaigns"
        empty={{ when: ({ data }) => data.length === 0, text: 'No campaigns yet.' }}
      >
        {({ data }) => (
          <TableContainer component={Paper} variant="outlined">
            <DataTable label="Campaigns" columns={COLUMNS}>
              {data.map((campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} />
              ))}
            </DataTable>
          </TableContainer>
        )}
      </QueryState>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={page}
          onChange={(_event, next) => void navigate({ search: next > 1 ? `?page=${next}` : '' })}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}

function CampaignRow({ campaign }: { campaign: CampaignRecord }) {
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={adminPaths.campaign(campaign.id)} sx={{ fontWeight: 600 }}>
          {campaign.subject}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {campaign.scheduledAt && campaign.state === 'scheduled'
            ? `Starts ${formatDate(campaign.scheduledAt)}`
            : `Written ${formatDate(campaign.createdAt)}`}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack spacing={1}>
          <CampaignStateChip state={campaign.state} />
          {hasProgress(campaign) && <SendingProgress campaign={campaign} />}
        </Stack>
      </TableCell>
      {FIGURES.map((figure) => (
        <TableCell key={figure} align="right">
          {campaign.figures[figure]}
        </TableCell>
      ))}
    </TableRow>
  );
}
