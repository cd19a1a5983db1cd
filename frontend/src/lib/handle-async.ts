/**
 * An event handler from an async one that shows its own outcome (a toast, field errors): React
 * waits for no handler, so the promise is let go here, in one place, rather than at every form.
 */
export const handleAsync =
  <A extends unknown[]>(handler: (...args: A) => Promise<unknown>) =>
  (...args: A): void => {
    void handler(...args);
  };
