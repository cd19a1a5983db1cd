import {
  PLACEHOLDERS,
  replyTemplateSchema,
  type ReplyTemplate,
} from '@bytecraft/contracts/records/work';
import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { handleAsync } from '../../../lib/handle-async';
import { useStaffForm } from '../../../lib/staff-form';
import {
  useCreateReplyTemplateMutation,
  useUpdateReplyTemplateMutation,
} from '../api/reply-templates-api';
import { RECORD_SCREENS } from '../kinds';

const PLACEHOLDER_HINT = `Placeholders: ${PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ')}`;

/** A new reply template, or one to change (`template`); the server's refusals show on the fields. */
export function TemplateDialog({
  template,
  onClose,
}: {
  template?: ReplyTemplate;
  onClose: () => void;
}) {
  const [create, creating] = useCreateReplyTemplateMutation();
  const [update, updating] = useUpdateReplyTemplateMutation();
  const { values, errors, field, setValue, check, send } = useStaffForm({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
    kinds: template?.kinds ?? ([] as WorkedKind[]),
  });
  const busy = creating.isLoading || updating.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(replyTemplateSchema);
    if (!body) return;
    const sent = await send(
      () => (template ? update({ id: template.id, ...body }) : create(body)).unwrap(),
      {
        title: template ? 'Template Saved' : 'Template Created',
        message: `“${body.name}” is offered in the reply composer.`,
      },
    );
    if (sent) onClose();
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={template ? 'Edit reply template' : 'New reply template'}
      form={{ handleSubmit: handleAsync(submit), submitting: busy }}
      submitLabel="Save Template"
      sendingLabel="Saving..."
    >
      <FormField {...field('name')} label="Name" required />
      <FormField {...field('subject')} label="Subject" required />
      <FormField {...field('body')} label="Message" required multiline minRows={5} />
      <FormHelperText sx={{ mt: '0 !important' }}>{PLACEHOLDER_HINT}</FormHelperText>
      <FormControl component="fieldset" error={Boolean(errors.kinds)}>
        <FormLabel component="legend">Offered for (none chosen: every kind)</FormLabel>
        <FormGroup row>
          {WORKED_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              label={RECORD_SCREENS[kind].title}
              control={
                <Checkbox
                  size="small"
                  checked={values.kinds.includes(kind)}
                  onChange={(event) =>
                    setValue(
                      'kinds',
                      event.target.checked
                        ? [...values.kinds, kind]
                        : values.kinds.filter((chosen) => chosen !== kind),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {errors.kinds && <FormHelperText>{errors.kinds.join(' ')}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
