import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import { noteSchema, type ActivityEntry } from '@bytecraft/contracts/records/work';
import type { WorkedKind } from '@bytecraft/contracts/records';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { toastRefusal } from '../../../lib/staff-api';
import { useStaffMeQuery } from '../../../lib/staff-auth';
import { useStaffName } from '../../../lib/staff-directory';
import { toast } from '../../../lib/toasts';
import { useAddNoteMutation, useDeleteNoteMutation } from '../api/records-api';
import { formatDate } from '../../../lib/format-date';
import type { WorkedRecord } from '../worked-records';
import { WorkSection } from './work-section';
import { handleAsync } from '../../../lib/handle-async';

type Note = Extract<ActivityEntry, { type: 'note' }>;

interface Props {
  kind: WorkedKind;
  record: WorkedRecord;
  /** The record's activity; undefined while its detail loads. */
  activity: ActivityEntry[] | undefined;
}

/**
 * Private notes on the record: written here, each author (their account, whatever its address
 * now) may delete their own.
 */
export function NotesSection({ kind, record, activity }: Props) {
  const { data: me } = useStaffMeQuery();
  const staffName = useStaffName();
  const [addNote, { isLoading: adding }] = useAddNoteMutation();
  const [deleteNote, { isLoading: deleting }] = useDeleteNoteMutation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const notes = (activity ?? []).filter((entry): entry is Note => entry.type === 'note');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteSchema.safeParse({ text });
    if (!parsed.success) {
      setErrors(groupFieldErrors(toFieldErrors(parsed.error)).text);
      return;
    }
    try {
      await addNote({ kind, id: record.id, ...parsed.data }).unwrap();
      setText('');
      setErrors(undefined);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields.text);
      if (!fields.text) toastRefusal(error);
    }
  };

  const remove = async (note: Note) => {
    try {
      await deleteNote({ kind, id: record.id, noteId: note.id }).unwrap();
      toast({ title: 'Note Deleted', message: 'Your note was deleted.' }, 'success');
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <WorkSection title="Notes">
      {notes.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {notes.map((note) => (
            <Box
              component="li"
              key={note.id}
              sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover' }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
                  {staffName(note.actorId)}, {formatDate(note.at)}
                </Typography>
                {note.actorId === me?.id && (
                  <Button
                    size="small"
                    color="error"
                    disabled={deleting}
                    onClick={() => void remove(note)}
                    aria-label={`Delete your note of ${formatDate(note.at)}`}
                  >
                    Delete
                  </Button>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <Box component="form" noValidate onSubmit={handleAsync(submit)} aria-label="Add a note">
        <TextField
          label="Note"
          multiline
          minRows={2}
          fullWidth
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setErrors(undefined);
          }}
          error={Boolean(errors)}
          helperText={errors?.join(' ') ?? 'Only staff see notes.'}
        />
        <Button type="submit" size="small" variant="outlined" disabled={adding} sx={{ mt: 1 }}>
          {adding ? 'Adding...' : 'Add Note'}
        </Button>
      </Box>
    </WorkSection>
  );
}
