import type { CampaignRecord } from '@bytecraft/contracts/campaigns';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { adminPaths } from '../../../config/admin-paths';
import { formatDate } from '../../../lib/format-date';
import { FIGURE_LABELS, FIGURES } from '../campaign-figures';
import { useCampaignPage } from '../hooks/use-sending-progress';
import { NEW_CAMPAIGN } from './campaign-editor';
import { hasProgress, SendingProgress } from './sending-progress';
import { CampaignStateChip } from './campaign-state-chip';

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
      {list.isLoading ? (
        <LoadingIndicator />
      ) : list.isError ? (
        <Typography role="alert">
          The campaigns could not be loaded. Refresh to try again.
        </Typography>
      ) : list.data?.data.length ? (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Campaigns">
            <TableHead>
              <TableRow>
                <TableCell>Campaign</TableCell>
                <TableCell>State</TableCell>
                {FIGURES.map((figure) => (
                  <TableCell key={figure} align="right">
                    {FIGURE_LABELS[figure]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography>No campaigns yet.</Typography>
      )}
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
