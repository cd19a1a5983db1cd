import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import {
  PLACEHOLDERS,
  replyTemplateSchema,
  type ReplyTemplate,
} from '@bytecraft/contracts/records/work';
import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
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
  const titleId = useId();
  const [create, creating] = useCreateReplyTemplateMutation();
  const [update, updating] = useUpdateReplyTemplateMutation();
  const [values, setValues] = useState({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const [kinds, setKinds] = useState<WorkedKind[]>(template?.kinds ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const busy = creating.isLoading || updating.isLoading;

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyTemplateSchema.safeParse({ ...values, kinds });
    if (!parsed.success) {
      setErrors(groupFieldErrors(toFieldErrors(parsed.error)));
      return;
    }
    try {
      if (template) await update({ id: template.id, ...parsed.data }).unwrap();
      else await create(parsed.data).unwrap();
      toast(
        {
          title: template ? 'Template Saved' : 'Template Created',
          message: `“${parsed.data.name}” is offered in the reply composer.`,
        },
        'success',
      );
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toastRefusal(error);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {template ? 'Edit reply template' : 'New reply template'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormField
            name="name"
            label="Name"
            required
            value={values.name}
            errors={errors.name}
            onValueChange={change}
          />
          <FormField
            name="subject"
            label="Subject"
            required
            value={values.subject}
            errors={errors.subject}
            onValueChange={change}
          />
          <FormField
            name="body"
            label="Message"
            required
            multiline
            minRows={5}
            value={values.body}
            errors={errors.body}
            onValueChange={change}
          />
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
                      checked={kinds.includes(kind)}
                      onChange={(event) => {
                        setKinds((current) =>
                          event.target.checked
                            ? [...current, kind]
                            : current.filter((chosen) => chosen !== kind),
                        );
                        setErrors(({ kinds: _gone, ...rest }) => rest);
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {errors.kinds && <FormHelperText>{errors.kinds.join(' ')}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : 'Save Template'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
