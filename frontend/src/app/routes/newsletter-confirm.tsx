import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { errorBodyOf } from '../../lib/api-errors';
import { submissions } from '../../lib/submissions';

/**
 * Where the double opt-in mail's link leads: confirms on arrival, says what happened (followed
 * again, it confirms the same; an unknown or expired link says so).
 */
export default function NewsletterConfirmRoute() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  usePageMeta(
    'Confirm your subscription',
    'Confirm your subscription to the Bytecraft newsletter.',
  );
  useEffect(() => {
    let current = true;
    submissions.confirmNewsletter(token).then(
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
