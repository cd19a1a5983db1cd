import type { UnmatchedMail } from '@bytecraft/contracts/inbound';
import type { InboundRefusal } from '@bytecraft/contracts/staff-answers';
import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { OriginalMailButton } from '../../../components/ui/original-mail';
import { QueryState } from '../../../components/ui/query-state';
import { WrittenText } from '../../../components/ui/written-text';
import { formatDate } from '../../../lib/format-date';
import { useIsAdmin } from '../../../lib/staff-auth';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import {
  useAttachInboundMutation,
  useDiscardInboundMutation,
  useUnmatchedMailQuery,
} from '../api/inbound-api';
import { handleAsync } from '../../../lib/handle-async';

/** Why a mail to a record's own address was not mailed on to its visitor, as staff read it. */
const REFUSED: Record<InboundRefusal, string> = {
  'forged-address': 'the record address it was sent to was altered or forged',
  unauthenticated: 'no DKIM signature or SPF check vouches for its sender',
  'not-staff': 'its sender is no active staff account',
  empty: 'it has no words of its own once the quoted alert is taken off',
  invalid: 'the console would refuse it as a reply (an unknown placeholder, or too long)',
  'no-record': 'its record is gone',
};

/**
 * Mail that came to the inbound address and matched no record, and answers to a record's
 * address that were not mailed on (with why), newest first: staff attach one to the record it
 * answers (by the record's id, from its detail) and admins discard the rest.
 */
export function UnmatchedScreen() {
  const mail = useUnmatchedMailQuery();
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        Mail sent to the inbound address that answers no mail of ours and comes from no address with
        an open record, and answers to a record’s address that were not sent on to its visitor.
        Attach one to the record it answers, and it joins that record’s activity.
      </Typography>
      <QueryState
        query={mail}
        what="The mail"
        empty={{ when: (messages) => messages.length === 0, text: 'No unmatched mail.' }}
      >
        {(messages) => (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {messages.map((message) => (
              <UnmatchedMessage key={message.id} message={message} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function UnmatchedMessage({ message }: { message: UnmatchedMail }) {
  const isAdmin = useIsAdmin();
  const [kind, setKind] = useState<WorkedKind>(WORKED_KINDS[0]);
  const [recordId, setRecordId] = useState('');
  const [attach, attaching] = useAttachInboundMutation();
  const [discard, discarding] = useDiscardInboundMutation();
  const busy = attaching.isLoading || discarding.isLoading;
  const title = message.subject || '(no subject)';

  const onAttach = async () => {
    try {
      await attach({ id: message.id, kind, recordId: recordId.trim() }).unwrap();
      toast({ title: 'Mail attached', message: title }, 'success');
    } catch (error) {
      toastRefusal(error);
    }
  };
  const onDiscard = async () => {
    try {
      await discard(message.id).unwrap();
      toast({ title: 'Mail discarded', message: title }, 'success');
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={title}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        From {message.from ?? 'an unknown sender'}, {formatDate(message.receivedAt)}
      </Typography>
      {message.refused && (
        <Typography variant="body2" color="warning.main">
          Not sent to the visitor: {REFUSED[message.refused]}.
        </Typography>
      )}
      <WrittenText sx={{ my: 1 }}>{message.text}</WrittenText>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as WorkedKind)}
        >
          {WORKED_KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Record id"
          value={recordId}
          onChange={(event) => setRecordId(event.target.value)}
        />
        <Button
          variant="contained"
          disabled={busy || !recordId.trim()}
          onClick={handleAsync(onAttach)}
        >
          Attach
        </Button>
        {isAdmin && (
          <Button color="inherit" disabled={busy} onClick={handleAsync(onDiscard)}>
            Discard
          </Button>
        )}
        <OriginalMailButton inboundId={message.id} />
      </Stack>
    </Paper>
  );
}
