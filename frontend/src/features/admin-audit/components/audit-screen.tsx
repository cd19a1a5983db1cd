import { AuditAction } from '@bytecraft/contracts/staff-team';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FilterSelect } from '../../../components/ui/filter-select';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format-date';
import { useStaffDirectoryQuery, useStaffName } from '../../../lib/staff-directory';
import { useAuditLogQuery } from '../api/audit-api';
import { DataTable } from '../../../components/ui/data-table';

/** Each action as the log reads it. */
const ACTION_LABELS: Record<AuditAction, string> = {
  [AuditAction.SignIn]: 'Signed in',
  [AuditAction.SignInFailed]: 'Sign-in failed',
  [AuditAction.SignOut]: 'Signed out',
  [AuditAction.Invite]: 'Invited',
  [AuditAction.InviteAccepted]: 'Accepted invitation',
  [AuditAction.RoleChange]: 'Role changed',
  [AuditAction.Disable]: 'Disabled',
  [AuditAction.Enable]: 'Enabled',
  [AuditAction.PasswordChange]: 'Password changed',
  [AuditAction.PasswordReset]: 'Password reset',
  [AuditAction.PasswordResetRequested]: 'Reset link sent',
  [AuditAction.TwoFactorChange]: 'Two-factor changed',
  [AuditAction.TwoFactorClear]: 'Two-factor cleared by an admin',
  [AuditAction.ResumeDownload]: 'Resume downloaded',
  [AuditAction.Export]: 'Exported',
  [AuditAction.PersonExport]: 'Person exported',
  [AuditAction.PersonErase]: 'Person erased',
  [AuditAction.QueueAction]: 'Queue action',
  [AuditAction.SettingsChange]: 'Settings changed',
  [AuditAction.ReplyTemplateCreate]: 'Reply template created',
  [AuditAction.ReplyTemplateUpdate]: 'Reply template changed',
  [AuditAction.ReplyTemplateDelete]: 'Reply template deleted',
  [AuditAction.ReplyRelease]: 'Held reply released',
  [AuditAction.ReplyDiscard]: 'Held reply discarded',
  [AuditAction.InboundAttach]: 'Inbound mail attached',
  [AuditAction.InboundDiscard]: 'Inbound mail discarded',
  [AuditAction.InboundAttachmentDownload]: 'Inbound attachment downloaded',
  [AuditAction.InboundOriginalView]: 'Inbound mail read whole',
  [AuditAction.CampaignSend]: 'Campaign sent',
  [AuditAction.CampaignPause]: 'Campaign paused',
  [AuditAction.CampaignResume]: 'Campaign resumed',
  [AuditAction.CampaignCancel]: 'Campaign cancelled',
};
const ACTIONS = Object.values(AuditAction);
const actionLabel = (action: string) => ACTION_LABELS[action as AuditAction] ?? action;

/**
 * The audit log (admins only): who did what, to what, when and from which client, newest first;
 * filtered by one member (their account, from the staff directory) and by action, a page at a
 * time. Rows name members by account, so each reads as the directory names its account now.
 */
export function AuditScreen() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLogQuery({
    actor: actor || undefined,
    action: (action || undefined) as AuditAction | undefined,
    page,
  });
  const { data: directory = [] } = useStaffDirectoryQuery();
  const staffName = useStaffName();
  const pagination = log.data?.pagination;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <FilterSelect
          label="Member"
          allLabel="All Members"
          value={actor}
          options={directory.map((member) => member.id)}
          labelOf={staffName}
          onChange={(next) => {
            setActor(next);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Action"
          allLabel="All Actions"
          value={action}
          options={ACTIONS}
          labelOf={actionLabel}
          onChange={(next) => {
            setAction(next);
            setPage(1);
          }}
        />
      </Stack>

      {pagination && (
        <Typography variant="body2" color="text.secondary" role="status">
          {pagination.total} {pagination.total === 1 ? 'entry' : 'entries'}
          {pagination.totalPages > 1 && `, page ${pagination.page} of ${pagination.totalPages}`}
        </Typography>
      )}

      <QueryState query={log} what="The audit log">
        {(page) => (
          <TableContainer component={Paper} variant="outlined">
            <DataTable
              label="Audit log"
              size="small"
              columns={['When', 'Who', 'Action', 'On', 'Client']}
            >
              {page.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatDate(entry.at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {entry.actorId ? staffName(entry.actorId) : 'No account'}
                  </TableCell>
                  <TableCell>{actionLabel(entry.action)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.target ?? '—'}</TableCell>
                  <TableCell>{entry.client ?? 'Command line'}</TableCell>
                </TableRow>
              ))}
              {page.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>Nothing recorded matches these filters.</TableCell>
                </TableRow>
              )}
            </DataTable>
          </TableContainer>
        )}
      </QueryState>

      {pagination && pagination.totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={pagination.totalPages}
            page={pagination.page}
            onChange={(_event, next) => setPage(next)}
            color="primary"
          />
        </Box>
      )}
    </Stack>
  );
}
