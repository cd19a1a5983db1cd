import {
  CAMPAIGN_ACTIONS,
  campaignSendSchema,
  type CampaignRecord,
} from '@bytecraft/contracts/campaigns';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { handleAsync } from '../../../lib/handle-async';
import { useIsAdmin, useStaffMeQuery } from '../../../lib/staff-auth';
import { useStaffForm } from '../../../lib/staff-form';
import { toastRefusal } from '../../../lib/staff-api';
import { toast, type ToastText } from '../../../lib/toasts';
import {
  useCommandCampaignMutation,
  useTestCampaignMutation,
  type CampaignCommand,
} from '../api/campaigns-api';

/** The commands that take effect at once, with no confirmation: both can be undone. */
const STEPS = [
  { action: 'pause', label: 'Pause', done: { title: 'Paused', message: 'Sending has paused.' } },
  {
    action: 'resume',
    label: 'Resume',
    done: { title: 'Resumed', message: 'Sending goes on where it stopped.' },
  },
] as const;

/** The commands asked about first: neither can be taken back. */
const CONFIRMED = {
  send: {
    title: 'Send this campaign now?',
    label: 'Send Now',
    text: 'It goes to every active subscriber, and cannot be taken back once mailed.',
    done: { title: 'Sending', message: 'The campaign goes to the active subscribers.' },
  },
  cancel: {
    title: 'Cancel this campaign?',
    label: 'Cancel Campaign',
    text: 'No further mail of it is sent, and it cannot be sent again.',
    done: { title: 'Cancelled', message: 'No more is sent.' },
  },
} as const;

type Props = {
  campaign: CampaignRecord;
  /** Edits not saved yet: a test or a send would mail the saved text, not what is on screen. */
  unsaved: boolean;
};

/**
 * A test to the signed-in member, for everyone; for admins, the commands the campaign's state
 * allows (send now or at a time, pause, resume, cancel). The server still decides: its refusal
 * shows in its words.
 */
export function CampaignActions({ campaign, unsaved }: Props) {
  const isAdmin = useIsAdmin();
  const { data: me } = useStaffMeQuery();
  const [test, { isLoading: testing }] = useTestCampaignMutation();
  const [command, { isLoading: commanding }] = useCommandCampaignMutation();
  const [confirming, setConfirming] = useState<keyof typeof CONFIRMED | null>(null);
  const allows = (action: keyof typeof CAMPAIGN_ACTIONS) =>
    (CAMPAIGN_ACTIONS[action] as readonly string[]).includes(campaign.state);

  const run = async (commandOf: CampaignCommand, done: ToastText) => {
    setConfirming(null);
    try {
      await command(commandOf).unwrap();
      toast(done, 'success');
    } catch (error) {
      toastRefusal(error);
    }
  };
  const sendTest = async () => {
    if (!me) return;
    try {
      await test({ id: campaign.id, to: me.email }).unwrap();
      toast({ title: 'Test Sent', message: `A test was mailed to ${me.email}.` }, 'success');
    } catch (error) {
      toastRefusal(error);
    }
  };
  const { id } = campaign;

  return (
    <Stack spacing={2}>
      {unsaved && (
        <Typography variant="body2" color="text.secondary">
          Save the draft to test or send what you see.
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={unsaved || testing || !me}
          onClick={handleAsync(sendTest)}
        >
          Send Test to Me
        </Button>
        {isAdmin && (
          <>
            {allows('send') && (
              <Button
                variant="contained"
                disabled={unsaved || commanding}
                onClick={() => setConfirming('send')}
              >
                {CONFIRMED.send.label}
              </Button>
            )}
            {STEPS.filter(({ action }) => allows(action)).map(({ action, label, done }) => (
              <Button
                key={action}
                variant="outlined"
                disabled={commanding}
                onClick={handleAsync(() => run({ id, action }, done))}
              >
                {label}
              </Button>
            ))}
            {allows('cancel') && (
              <Button color="error" disabled={commanding} onClick={() => setConfirming('cancel')}>
                {CONFIRMED.cancel.label}
              </Button>
            )}
          </>
        )}
      </Stack>
      {isAdmin && allows('send') && <ScheduleForm id={id} disabled={unsaved || commanding} />}
      {confirming && (
        <ConfirmDialog
          title={CONFIRMED[confirming].title}
          confirmLabel={CONFIRMED[confirming].label}
          busy={commanding}
          onClose={() => setConfirming(null)}
          onConfirm={handleAsync(() =>
            run(
              confirming === 'send' ? { id, action: 'send', body: {} } : { id, action: 'cancel' },
              CONFIRMED[confirming].done,
            ),
          )}
        >
          {CONFIRMED[confirming].text}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** A local date and time as the server takes it (ISO, with its offset); as typed if no date. */
const withOffset = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

/** Schedules the draft: it starts at the chosen time, with the active subscribers then. */
function ScheduleForm({ id, disabled }: { id: string; disabled: boolean }) {
  const [command, { isLoading }] = useCommandCampaignMutation();
  const { values, field, check, send } = useStaffForm({ at: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(campaignSendSchema, { at: withOffset(values.at) });
    if (!body) return;
    await send(() => command({ id, action: 'send', body }).unwrap(), {
      title: 'Scheduled',
      message: 'The campaign starts at the time you chose.',
    });
  };

  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      onSubmit={handleAsync(submit)}
      sx={{ alignItems: 'flex-start' }}
    >
      <FormField
        {...field('at')}
        label="Send at"
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 280 }}
      />
      <Button type="submit" variant="outlined" disabled={disabled || isLoading} sx={{ mt: 1 }}>
        Schedule
      </Button>
    </Stack>
  );
}
