import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { errorBodyOf } from '../../../lib/api-errors';
import type { Receipt } from '@bytecraft/contracts/receipts';

/**
 * Where a newsletter mail's link leads (unsubscribe, confirm): follows it on arrival with the
 * token from the path and says what happened, the receipt or the server's refusal.
 */
export function NewsletterLinkPage({
  title,
  description,
  follow,
}: {
  title: string;
  description: string;
  follow: (token: string) => Promise<Receipt>;
}) {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  usePageMeta(title, description);
  useEffect(() => {
    let current = true;
    follow(token).then(
      (receipt) => current && setOutcome({ ok: true, message: receipt.message }),
      (error: unknown) => current && setOutcome({ ok: false, message: errorBodyOf(error).message }),
    );
    return () => {
      current = false;
    };
  }, [token, follow]);

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
