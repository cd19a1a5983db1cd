import {
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_MESSAGES,
} from '@bytecraft/contracts/newsletter-messages';
import { EMAIL_PATTERN } from '@bytecraft/contracts/patterns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '../../../lib/toasts';
import { handleAsync } from '../../../lib/handle-async';

// Every page has this form; what sending needs loads when it is sent.
const loadSending = () => import('../sending');

/**
 * The footer's newsletter form: one address, toasts as the spec words them. It shows the text a
 * subscriber consents to and sends the page it is on: both are kept as the consent's proof.
 */
export function NewsletterForm() {
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isLoading, setLoading] = useState(false);
  const submissionId = useRef(crypto.randomUUID());

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return toast(NEWSLETTER_MESSAGES.emailRequiredToast, 'error');
    if (!EMAIL_PATTERN.test(value)) return toast(NEWSLETTER_MESSAGES.invalidEmailToast, 'error');
    setLoading(true);
    const { subscribe, fieldErrorsOf, toastFor } = await loadSending();
    try {
      const receipt = await subscribe({
        body: { email: value, source: 'footer', page: pathname },
        submissionId: submissionId.current,
      });
      toast({ title: receipt.title, message: receipt.message }, 'success');
      setEmail('');
      setError(undefined);
      submissionId.current = crypto.randomUUID();
    } catch (failure) {
      const fieldMessage = fieldErrorsOf(failure).email?.[0];
      setError(fieldMessage);
      toast(
        fieldMessage
          ? { title: toastFor(failure).title, message: NEWSLETTER_MESSAGES.serverFieldToast }
          : toastFor(failure),
        'error',
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleAsync(handleSubmit)}
      aria-labelledby="newsletter-title"
    >
      <Typography
        id="newsletter-title"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        Newsletter
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {/* TextField would pull MUI's Select (and its popover) into every page's download. */}
        <FormControl size="small" error={Boolean(error)} sx={{ flexGrow: 1 }}>
          <InputLabel htmlFor="newsletter-email">Email address</InputLabel>
          <OutlinedInput
            id="newsletter-email"
            type="email"
            label="Email address"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            aria-describedby={
              error ? 'newsletter-email-error newsletter-consent' : 'newsletter-consent'
            }
            sx={{ bgcolor: 'common.white' }}
          />
          {error && <FormHelperText id="newsletter-email-error">{error}</FormHelperText>}
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={!email.trim() || isLoading}
        >
          {isLoading ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Box>
      <Typography id="newsletter-consent" variant="caption" component="p" sx={{ mt: 1 }}>
        {NEWSLETTER_CONSENT_TEXT}
      </Typography>
    </Box>
  );
}

export default NewsletterForm;
