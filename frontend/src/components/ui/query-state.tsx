import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingIndicator } from './loading-indicator';

interface Props<T> {
  /** A query's state, as RTK Query's hooks give it. */
  query: { isLoading: boolean; isError: boolean; data?: T };
  /** What failed to load, as the sentence begins: 'The templates'. */
  what: string;
  /** What shows for an answer with nothing in it ('No reply templates yet.'), when it is. */
  empty?: { when: (data: T) => boolean; text: string };
  children: (data: T) => ReactNode;
}

/**
 * A console list's states before its content: loading, failed (for screen readers too), and
 * empty where the list says so; the content once the answer is in.
 */
export function QueryState<T>({ query, what, empty, children }: Props<T>) {
  if (query.isLoading) return <LoadingIndicator />;
  if (query.isError) {
    return <Typography role="alert">{what} could not be loaded. Refresh to try again.</Typography>;
  }
  if (query.data === undefined) return null;
  if (empty?.when(query.data)) return <Typography color="text.secondary">{empty.text}</Typography>;
  return children(query.data);
}
