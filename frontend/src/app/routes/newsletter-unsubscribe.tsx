import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { errorBodyOf } from '../../lib/api-errors';
import { useUnsubscribeNewsletterMutation } from '../../lib/api';

/** Where the link in every newsletter mail leads: unsubscribes on arrival, says what happened. */
export default function NewsletterUnsubscribeRoute() {
  const { token = '' } = useParams();
  const [unsubscribe, { data, error, isUninitialized, isLoading }] =
    useUnsubscribeNewsletterMutation();
  usePageMeta('Unsubscribe', 'Stop receiving the Bytecraft newsletter.');
  useEffect(() => {
    void unsubscribe(token);
  }, [token, unsubscribe]);

  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Typography variant="h1" gutterBottom>
        Newsletter
      </Typography>
      {(isUninitialized || isLoading) && <CircularProgress aria-label="Unsubscribing" />}
      {data && <Alert severity="success">{data.message}</Alert>}
      {error && <Alert severity="error">{errorBodyOf(error).message}</Alert>}
    </Container>
  );
}
