import { StaffRole, type StaffMember, type StaffState } from '@bytecraft/contracts/staff-team';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { toastRefusal } from '../../../lib/staff-api';
import { formatDate } from '../../../lib/format-date';
import { ROLE_LABELS, useStaffMeQuery } from '../../../lib/staff-auth';
import { toast, type ToastText } from '../../../lib/toasts';
import {
  useSendResetLinkMutation,
  useStaffMembersQuery,
  useUpdateStaffMutation,
} from '../api/team-api';
import { ClearTwoFactorDialog } from './clear-two-factor-dialog';
import { InviteDialog } from './invite-dialog';
import { AutoAssignmentSection } from './auto-assignment';
import { BusinessHoursSection } from './business-hours';
import { TeamSettingsSection } from './team-settings';

const MEMBER_COLUMNS = [
  'Member',
  'Role',
  'State',
  'Last sign-in',
  'Two-factor',
  { label: 'Actions', align: 'right' },
] as const;

const STATES: Record<StaffState, { label: string; color: ChipProps['color'] }> = {
  invited: { label: 'Invited', color: 'info' },
  active: { label: 'Active', color: 'success' },
  disabled: { label: 'Disabled', color: 'default' },
};

/**
 * The team (admins only): every member with their role, state, last sign-in and two-factor; an
 * invitation mailed from here; per member a role change, disabling or enabling, a mailed reset
 * link, and clearing their two-factor (after a confirm). The server refuses what would leave no active admin, and says so. Below, the
 * team's settings.
 */
export function TeamScreen() {
  const members = useStaffMembersQuery();
  const [inviting, setInviting] = useState(false);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }} color="text.secondary">
          Invite colleagues, choose what they may do, and disable an account when someone leaves.
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite
        </Button>
      </Stack>
      <QueryState query={members} what="The team">
        {(team) => (
          <TableContainer component={Paper} variant="outlined">
            <DataTable label="Team members" columns={MEMBER_COLUMNS}>
              {team.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </DataTable>
          </TableContainer>
        )}
      </QueryState>
      <TeamSettingsSection />
      <AutoAssignmentSection />
      <BusinessHoursSection />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </Stack>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const state = STATES[member.state];
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {member.name ?? member.email}
        </Typography>
        {member.name && (
          <Typography variant="body2" color="text.secondary">
            {member.email}
          </Typography>
        )}
      </TableCell>
      <TableCell>{ROLE_LABELS[member.role]}</TableCell>
      <TableCell>
        <Chip size="small" label={state.label} color={state.color} />
      </TableCell>
      <TableCell>{member.lastSignInAt ? formatDate(member.lastSignInAt) : 'Never'}</TableCell>
      <TableCell>{member.twoFactor ? 'On' : 'Off'}</TableCell>
      <TableCell align="right">
        <MemberActions member={member} />
      </TableCell>
    </TableRow>
  );
}

function MemberActions({ member }: { member: StaffMember }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [clearing, setClearing] = useState(false);
  const { data: me } = useStaffMeQuery();
  const [update, { isLoading: updating }] = useUpdateStaffMutation();
  const [sendReset, { isLoading: sending }] = useSendResetLinkMutation();
  const who = member.name ?? member.email;

  const run = async (action: () => Promise<unknown>, done: ToastText) => {
    setAnchor(null);
    try {
      await action();
      toast(done, 'success');
    } catch (error) {
      toastRefusal(error);
    }
  };
  const otherRole = member.role === StaffRole.Admin ? StaffRole.Staff : StaffRole.Admin;
  const disabled = member.state === 'disabled';

  return (
    <>
      <IconButton
        aria-label={`Actions for ${member.email}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={updating || sending}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() =>
            void run(() => update({ id: member.id, role: otherRole }).unwrap(), {
              title: 'Role Changed',
              message: `${who} is now ${ROLE_LABELS[otherRole]}.`,
            })
          }
        >
          Make {ROLE_LABELS[otherRole]}
        </MenuItem>
        <MenuItem
          onClick={() =>
            void run(() => update({ id: member.id, disabled: !disabled }).unwrap(), {
              title: disabled ? 'Account Enabled' : 'Account Disabled',
              message: disabled
                ? `${who} can sign in again.`
                : `${who} can no longer sign in; their sessions have ended.`,
            })
          }
        >
          {disabled ? 'Enable' : 'Disable'}
        </MenuItem>
        {/* An invited member sets a password through the invitation instead. */}
        {member.state === 'active' && (
          <MenuItem
            onClick={() =>
              void run(() => sendReset(member.id).unwrap(), {
                title: 'Reset Link Sent',
                message: `A password reset link was mailed to ${member.email}.`,
              })
            }
          >
            Send reset link
          </MenuItem>
        )}
        {/* An admin's own goes off on the Account screen, with their password. */}
        {member.twoFactor && member.id !== me?.id && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setClearing(true);
            }}
          >
            Clear two-factor
          </MenuItem>
        )}
      </Menu>
      {clearing && <ClearTwoFactorDialog member={member} onClose={() => setClearing(false)} />}
    </>
  );
}
