import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { errorBodyOf } from '../../lib/api-errors';
import { submissions } from '../../lib/submissions';

/** Where the link in every newsletter mail leads: unsubscribes on arrival, says what happened. */
export default function NewsletterUnsubscribeRoute() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  usePageMeta('Unsubscribe', 'Stop receiving the Bytecraft newsletter.');
  useEffect(() => {
    let current = true;
    submissions.unsubscribe(token).then(
      (receipt) => current && setOutcome({ ok: true, message: receipt.message }),
      (error: unknown) => current && setOutcome({ ok: false, message: errorBodyOf(error).message }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Typography variant="h1" gutterBottom>
        Newsletter
      </Typography>
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>
      ) : (
        <LoadingIndicator />
      )}
    </Container>
  );
}
