import {
  campaignDraftSchema,
  campaignPatchSchema,
  type CampaignRecord,
} from '@bytecraft/contracts/campaigns';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FigureCards } from '../../../components/ui/figure-cards';
import { FormField } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { adminPaths } from '../../../config/admin-paths';
import { formatDate } from '../../../lib/format-date';
import { handleAsync } from '../../../lib/handle-async';
import { toastRefusal } from '../../../lib/staff-api';
import { useStaffForm } from '../../../lib/staff-form';
import { useCreateCampaignMutation, useUpdateCampaignMutation } from '../api/campaigns-api';
import { FIGURE_LABELS, FIGURES } from '../campaign-figures';
import { useCampaign } from '../hooks/use-sending-progress';
import { CampaignActions } from './campaign-actions';
import { CampaignPreview } from './campaign-preview';
import { hasProgress, SendingProgress } from './sending-progress';
import { CampaignStateChip } from './campaign-state-chip';

/** The id in a new campaign's path. */
export const NEW_CAMPAIGN = 'new';

/** How long typing pauses before a draft's edits are saved, and its preview made again. */
export const AUTOSAVE_MS = 1000;

/** A new campaign's editor, or a written one's with its state, figures, preview and actions. */
export function CampaignEditor({ id }: { id: string }) {
  return id === NEW_CAMPAIGN ? <CampaignForm /> : <WrittenCampaign id={id} />;
}

function WrittenCampaign({ id }: { id: string }) {
  const { data: campaign, isLoading, isError } = useCampaign(id);
  if (isLoading) return <LoadingIndicator />;
  if (isError || !campaign) {
    return <Typography role="alert">This campaign could not be loaded.</Typography>;
  }
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CampaignStateChip state={campaign.state} />
        <Typography color="text.secondary">{stateLine(campaign)}</Typography>
      </Stack>
      {hasProgress(campaign) && <SendingProgress campaign={campaign} />}
      {campaign.startedAt && (
        <FigureCards
          label="Campaign figures"
          figures={FIGURES.map((figure) => ({
            label: FIGURE_LABELS[figure],
            value: String(campaign.figures[figure]),
          }))}
        />
      )}
      {/* Keyed by id: another campaign's editor starts from its own text. */}
      <CampaignForm key={campaign.id} campaign={campaign} />
    </Stack>
  );
}

function stateLine({ state, scheduledAt, startedAt, finishedAt, updatedAt }: CampaignRecord) {
  if (state === 'scheduled' && scheduledAt) return `Starts ${formatDate(scheduledAt)}`;
  if (finishedAt) return `Finished ${formatDate(finishedAt)}`;
  if (startedAt) return `Started ${formatDate(startedAt)}`;
  return `Saved ${formatDate(updatedAt)}`;
}

const textOf = (campaign?: CampaignRecord) => ({
  subject: campaign?.subject ?? '',
  preheader: campaign?.preheader ?? '',
  body: campaign?.body ?? '',
});

/**
 * Subject, preheader and Markdown body, checked by the contracts' schema before they are sent.
 * A new campaign is created as a draft; a draft's edits are saved once typing pauses (or by
 * Save Draft), and its preview follows each save. Once it leaves draft its text is read-only.
 */
function CampaignForm({ campaign }: { campaign?: CampaignRecord }) {
  const navigate = useNavigate();
  const [create, { isLoading: creating }] = useCreateCampaignMutation();
  const [update, { isLoading: saving }] = useUpdateCampaignMutation();
  const form = useStaffForm(textOf(campaign));
  const [saved, setSaved] = useState(() => JSON.stringify(textOf(campaign)));
  const unsaved = JSON.stringify(form.values) !== saved;
  const editable = !campaign || campaign.state === 'draft';

  useEffect(() => {
    if (!campaign || !editable || !unsaved) return;
    // An edit the schema refuses waits for Save Draft, which says why under its field.
    const patch = campaignPatchSchema.safeParse(form.values);
    if (!patch.success) return;
    const text = JSON.stringify(form.values);
    const timer = setTimeout(
      handleAsync(async () => {
        try {
          await update({ id: campaign.id, ...patch.data }).unwrap();
          setSaved(text);
        } catch (error) {
          toastRefusal(error);
        }
      }),
      AUTOSAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [campaign, editable, unsaved, form.values, update]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!campaign) {
      const draft = form.check(campaignDraftSchema);
      if (!draft) return;
      await form.send(
        async () => {
          const created = await create(draft).unwrap();
          void navigate(adminPaths.campaign(created.id), { replace: true });
        },
        { title: 'Draft Created', message: 'Preview it, and mail yourself a test.' },
      );
      return;
    }
    const patch = form.check(campaignPatchSchema);
    if (!patch) return;
    const text = JSON.stringify(form.values);
    const done = await form.send(() => update({ id: campaign.id, ...patch }).unwrap(), {
      title: 'Draft Saved',
      message: 'The preview shows it as it will be mailed.',
    });
    if (done) setSaved(text);
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label="Campaign"
          onSubmit={handleAsync(submit)}
        >
          <FormField {...form.field('subject')} label="Subject" required disabled={!editable} />
          <FormField
            {...form.field('preheader')}
            label="Preheader (optional)"
            disabled={!editable}
          />
          <FormField
            {...form.field('body')}
            label="Body (Markdown)"
            required
            multiline
            minRows={10}
            disabled={!editable}
          />
          {editable && (
            <Button
              type="submit"
              variant="contained"
              disabled={creating || saving}
              sx={{ alignSelf: 'flex-start' }}
            >
              {campaign ? 'Save Draft' : 'Create Draft'}
            </Button>
          )}
        </Stack>
      </Paper>
      {campaign && (
        <>
          <CampaignActions campaign={campaign} unsaved={unsaved} />
          <CampaignPreview id={campaign.id} />
        </>
      )}
    </Stack>
  );
}
