import { useCallback, useEffect, useReducer } from 'react';
import { byteBotReducer, initialByteBotState, type PendingReply } from './bytebot-machine';

export const WELCOME_DELAY_MS = 1000;
export const CLEARED_DELAY_MS = 500;
export const TYPED_REPLY_DELAY_MS = 1500;
export const OPTION_REPLY_DELAY_MS = 1000;

const DELAYS: Record<PendingReply['after'], number> = {
  welcome: WELCOME_DELAY_MS,
  clear: CLEARED_DELAY_MS,
  typed: TYPED_REPLY_DELAY_MS,
  option: OPTION_REPLY_DELAY_MS,
};

/**
 * The chat's state plus the delays the bot takes before each of its messages. `startOpen`
 * opens the panel on mount, as the first click on the launcher has already asked for it.
 */
export function useByteBot({ startOpen = false }: { startOpen?: boolean } = {}) {
  const [state, dispatch] = useReducer(byteBotReducer, startOpen, (open) =>
    open ? byteBotReducer(initialByteBotState, { type: 'open' }) : initialByteBotState,
  );
  const { pending } = state;

  // A new pending reply (a new object) restarts the wait; opening or minimising keeps it.
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => dispatch({ type: 'deliver', at: Date.now() }),
      DELAYS[pending.after],
    );
    return () => clearTimeout(timer);
  }, [pending]);

  return {
    state,
    open: useCallback(() => dispatch({ type: 'open' }), []),
    minimise: useCallback(() => dispatch({ type: 'minimise' }), []),
    close: useCallback(() => dispatch({ type: 'close' }), []),
    clear: useCallback(() => dispatch({ type: 'clear' }), []),
    send: useCallback(
      (text: string) => dispatch({ type: 'send', text, via: 'typed', at: Date.now() }),
      [],
    ),
    choose: useCallback(
      (text: string) => dispatch({ type: 'send', text, via: 'option', at: Date.now() }),
      [],
    ),
  };
}

export type ByteBot = ReturnType<typeof useByteBot>;
