import {
  questionAnswerSchema,
  type InternshipQuestionRecord,
} from '@bytecraft/contracts/kinds/internship-question';
import { toFieldErrors, groupFieldErrors } from '@bytecraft/contracts/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, httpStatusOf } from '../../../lib/api-errors';
import { useStaffMeQuery } from '../../../lib/staff-auth';
import { toast } from '../../../lib/toasts';
import { useAnswerQuestionMutation } from '../api/questions-api';
import { handleAsync } from '../../../lib/handle-async';

/**
 * The reply to an intern's question, mailed to them by the server. Once answered, the answer
 * shows instead; a question can be answered again (the new answer replaces it).
 */
export function AnswerQuestionForm({ question }: { question: InternshipQuestionRecord }) {
  const { data: me } = useStaffMeQuery();
  const [answer, { isLoading }] = useAnswerQuestionMutation();
  const [response, setResponse] = useState('');
  const [respondedBy, setRespondedBy] = useState(me?.email ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [editing, setEditing] = useState(!question.response);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = questionAnswerSchema.safeParse({ response, respondedBy });
    if (!parsed.success) {
      setErrors(groupFieldErrors(toFieldErrors(parsed.error)));
      return;
    }
    try {
      await answer({ id: question.id, ...parsed.data }).unwrap();
      toast(
        { title: 'Answer Sent', message: `Your answer was mailed to ${question.email}.` },
        'success',
      );
      setResponse('');
      setErrors({});
      setEditing(false);
    } catch (error) {
      if (httpStatusOf(error) === 401) return;
      setErrors(fieldErrorsOf(error));
      toast({ title: 'Error', message: 'Failed to send the answer. Please try again.' }, 'error');
    }
  };

  if (!editing && question.response) {
    return (
      <Box sx={{ my: 2 }}>
        <Typography variant="subtitle2" component="h3">
          Answer
        </Typography>
        <Alert severity="success" icon={false} sx={{ whiteSpace: 'pre-wrap' }}>
          {question.response}
        </Alert>
        <Button size="small" sx={{ mt: 1 }} onClick={() => setEditing(true)}>
          Answer Again
        </Button>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleAsync(submit)}
      sx={{ my: 2 }}
      aria-label="Answer the question"
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Answer
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Response"
          multiline
          minRows={4}
          value={response}
          onChange={(event) => {
            setResponse(event.target.value);
            setErrors(({ response: _gone, ...rest }) => rest);
          }}
          error={Boolean(errors.response)}
          helperText={errors.response?.join(' ') ?? `Mailed to ${question.email}`}
          required
        />
        <TextField
          label="Responded by"
          value={respondedBy}
          onChange={(event) => {
            setRespondedBy(event.target.value);
            setErrors(({ respondedBy: _gone, ...rest }) => rest);
          }}
          error={Boolean(errors.respondedBy)}
          helperText={errors.respondedBy?.join(' ')}
          required
          size="small"
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send Answer'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
