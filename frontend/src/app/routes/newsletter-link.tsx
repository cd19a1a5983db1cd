import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { errorBodyOf } from '../../lib/api-errors';
import { submissions } from '../../lib/submissions';

/** The links newsletter mail carries: every mail's unsubscribe, double opt-in's confirm. */
const LINKS = {
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop receiving the Bytecraft newsletter.',
    follow: submissions.unsubscribe,
  },
  confirm: {
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to the Bytecraft newsletter.',
    follow: submissions.confirmNewsletter,
  },
} as const;

type Link = keyof typeof LINKS;

// Lazy as the router has it: a static import here would reshape the chunks `/` loads.
const NotFound = lazy(() => import('./not-found'));

/**
 * `/newsletter/<link>/<token>`: one route for every newsletter link, since each route costs the
 * site's entry chunk (which `/` must keep within its budget) its path and its chunk's name. Any
 * other `<link>` is not found.
 */
export default function NewsletterLinkRoute() {
  const { link = '', token = '' } = useParams();
  return Object.hasOwn(LINKS, link) ? (
    <FollowedLink link={link as Link} token={token} />
  ) : (
    <NotFound />
  );
}

/**
 * Follows the link on arrival with its token and says what happened (followed again, the same;
 * an unknown or expired link says so).
 */
function FollowedLink({ link, token }: { link: Link; token: string }) {
  const { title, description, follow } = LINKS[link];
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
