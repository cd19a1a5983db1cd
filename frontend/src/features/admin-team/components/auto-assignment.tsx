import { kindOf, WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toastRefusal } from '../../../lib/staff-api';
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import { toast } from '../../../lib/toasts';
import { useAutoAssignmentQuery, useUpdateAutoAssignmentMutation } from '../api/team-api';

/**
 * Which kinds are given out by themselves (round robin over the members who take them, up to
 * each one's capacity), and each member's word on it with how many open records they own.
 */
export function AutoAssignmentSection() {
  const overview = useAutoAssignmentQuery();
  const { data: directory = [] } = useStaffDirectoryQuery();
  const [update, { isLoading: saving }] = useUpdateAutoAssignmentMutation();
  const nameOf = (id: string) => {
    const member = directory.find((entry) => entry.id === id);
    return member ? staffLabel(member) : id;
  };

  const change = async (kind: WorkedKind, on: boolean) => {
    try {
      await update({ kinds: { [kind]: on } }).unwrap();
      toast(
        {
          title: on ? 'Auto-Assignment On' : 'Auto-Assignment Off',
          message: `${kindOf(kind).recordTitle}: ${on ? 'given out by itself' : 'left to staff'}.`,
        },
        'success',
      );
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Auto-assignment
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {WORKED_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Switch
                checked={overview.data?.kinds[kind] ?? false}
                disabled={!overview.isSuccess || saving}
                onChange={(event) => void change(kind, event.target.checked)}
              />
            }
            label={kindOf(kind).recordTitle}
          />
        ))}
      </Stack>
      {overview.data && overview.data.members.length > 0 && (
        <Table size="small" aria-label="Who takes records given out">
          <TableHead>
            <TableRow>
              <TableCell>Member</TableCell>
              <TableCell>Takes records</TableCell>
              <TableCell align="right">Open / capacity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.data.members.map((member) => (
              <TableRow key={member.accountId}>
                <TableCell component="th" scope="row">
                  {nameOf(member.accountId)}
                </TableCell>
                <TableCell>{!member.optedIn ? 'No' : member.away ? 'Away' : 'Yes'}</TableCell>
                <TableCell align="right">
                  {member.openRecords} / {member.capacity}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
