import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import {
  fillPlaceholders,
  placeholderValues,
  PLACEHOLDERS,
  REPLY_HELD,
  replySchema,
} from '@bytecraft/contracts/records/work';
import type { WorkedKind } from '@bytecraft/contracts/records';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { toastRefusal } from '../../../lib/staff-api';
import { useStaffMeQuery } from '../../../lib/staff-auth';
import { toast } from '../../../lib/toasts';
import { useReplyTemplatesQuery } from '../api/reply-templates-api';
import { useSendReplyMutation } from '../api/records-api';
import type { WorkedRecord } from '../worked-records';
import { WorkSection } from './work-section';
import { handleAsync } from '../../../lib/handle-async';

const NO_TEMPLATE = '';
const PLACEHOLDER_HINT = `Placeholders: ${PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ')}`;

interface Props {
  kind: WorkedKind;
  record: WorkedRecord;
}

/**
 * A mail to the visitor: written here or started from a template of the kind, its placeholders
 * shown filled in a preview; the server fills them the same way, sends it from the company
 * address and keeps it in its activity. Their message is quoted below only when ticked (and then
 * with its links made inert); past the address's daily limit the reply waits for an admin.
 */
export function ReplyComposer({ kind, record }: Props) {
  const templateLabelId = useId();
  const previewId = useId();
  const { data: me } = useStaffMeQuery();
  const { data: templates = [] } = useReplyTemplatesQuery({ kind });
  const [sendReply, { isLoading }] = useSendReplyMutation();
  const [templateId, setTemplateId] = useState(NO_TEMPLATE);
  const [values, setValues] = useState({ subject: '', body: '' });
  const [quote, setQuote] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const filled = placeholderValues(record, me?.name || me?.email || '');

  const change = (name: 'subject' | 'body', value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const pick = (id: string) => {
    setTemplateId(id);
    const template = templates.find((candidate) => candidate.id === id);
    if (template) {
      setValues({ subject: template.subject, body: template.body });
      setErrors({});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = replySchema.safeParse({
      ...values,
      templateId: templateId || undefined,
      quote,
    });
    if (!parsed.success) {
      setErrors(groupFieldErrors(toFieldErrors(parsed.error)));
      return;
    }
    try {
      const answer = await sendReply({ kind, id: record.id, ...parsed.data }).unwrap();
      const held = answer.activity.findLast((entry) => entry.type === 'reply')?.delivery === 'held';
      if (held) toast({ title: 'Reply Held', message: REPLY_HELD }, 'warning');
      else {
        toast(
          { title: 'Reply Sent', message: `Your reply to ${record.email} is on its way.` },
          'success',
        );
      }
      setValues({ subject: '', body: '' });
      setQuote(false);
      setTemplateId(NO_TEMPLATE);
      setErrors({});
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (!fields.subject && !fields.body) toastRefusal(error);
    }
  };

  return (
    <WorkSection title="Reply">
      <Box
        component="form"
        noValidate
        onSubmit={handleAsync(submit)}
        aria-label={`Reply to ${record.name}`}
      >
        <Stack spacing={1.5}>
          <FormControl size="small" sx={{ maxWidth: 320 }}>
            <InputLabel id={templateLabelId} shrink>
              Template
            </InputLabel>
            <Select
              labelId={templateLabelId}
              label="Template"
              notched
              displayEmpty
              value={templateId}
              onChange={(event) => pick(event.target.value)}
            >
              <MenuItem value={NO_TEMPLATE}>No template</MenuItem>
              {templates.map((template) => (
                <MenuItem key={template.id} value={template.id}>
                  {template.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <TextField
            label="Subject"
            size="small"
            required
            value={values.subject}
            onChange={(event) => change('subject', event.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject?.join(' ')}
          />
          <TextField
            label="Message"
            multiline
            minRows={4}
            required
            value={values.body}
            onChange={(event) => change('body', event.target.value)}
            error={Boolean(errors.body)}
            helperText={errors.body?.join(' ') ?? `${PLACEHOLDER_HINT}. Mailed to ${record.email}.`}
          />
          <FormControlLabel
            control={
              <Checkbox checked={quote} onChange={(event) => setQuote(event.target.checked)} />
            }
            label="Quote their message"
          />
          {(values.subject || values.body) && (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={previewId}
              sx={{ p: 1.5 }}
            >
              <Typography id={previewId} variant="overline" component="h4">
                Preview
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {fillPlaceholders(values.subject, filled)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {fillPlaceholders(values.body, filled)}
              </Typography>
            </Paper>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? 'Sending...' : 'Send Reply'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </WorkSection>
  );
}
