import {
  byteBotCleared,
  byteBotFallback,
  byteBotRules,
  byteBotWelcome,
  type ByteBotOption,
  type ByteBotReply,
} from '../../content/bytebot-script';

export type PanelState = 'closed' | 'open' | 'minimised';

export interface ChatMessage {
  id: string;
  type: 'bot' | 'user';
  text: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  options?: readonly ByteBotOption[];
}

/**
 * A bot message on its way, and what it answers: the hook waits the delay that belongs to
 * `after`, then delivers it.
 */
export interface PendingReply {
  reply: ByteBotReply;
  after: 'welcome' | 'clear' | 'typed' | 'option';
}

export interface ByteBotState {
  panel: PanelState;
  messages: readonly ChatMessage[];
  /** The bot is 'typing' an answer: the input is disabled. */
  typing: boolean;
  pending: PendingReply | null;
  nextId: number;
}

export type ByteBotAction =
  | { type: 'open' }
  | { type: 'minimise' }
  | { type: 'close' }
  | { type: 'clear' }
  | { type: 'send'; text: string; via: 'typed' | 'option'; at: number }
  | { type: 'deliver'; at: number };

export const initialByteBotState: ByteBotState = {
  panel: 'closed',
  messages: [],
  typing: false,
  pending: null,
  nextId: 1,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Whole words only, so 'hi' does not answer 'hire' and 'ai' does not answer 'said'.
const rulePatterns = byteBotRules.map((rule) => ({
  rule,
  pattern: new RegExp(
    `(^|[^\\p{L}\\p{N}])(${rule.keywords.map(escapeRegExp).join('|')})(?=$|[^\\p{L}\\p{N}])`,
    'iu',
  ),
}));

/** The scripted answer to a visitor's text: the first rule with a keyword in it, else the fallback. */
export function replyTo(text: string): ByteBotReply {
  return rulePatterns.find(({ pattern }) => pattern.test(text))?.rule ?? byteBotFallback;
}

function withMessage(
  state: ByteBotState,
  message: Omit<ChatMessage, 'id'>,
): Pick<ByteBotState, 'messages' | 'nextId'> {
  return {
    messages: [...state.messages, { id: `m${state.nextId}`, ...message }],
    nextId: state.nextId + 1,
  };
}

export function byteBotReducer(state: ByteBotState, action: ByteBotAction): ByteBotState {
  switch (action.type) {
    case 'open':
      // Only the very first opening finds the chat empty with nothing on its way.
      return state.messages.length === 0 && !state.pending
        ? {
            ...state,
            panel: 'open',
            pending: { reply: byteBotWelcome, after: 'welcome' },
          }
        : { ...state, panel: 'open' };
    case 'minimise':
      return state.panel === 'open' ? { ...state, panel: 'minimised' } : state;
    case 'close':
      return { ...state, panel: 'closed' };
    case 'clear':
      // Drops any answer still being typed: it belonged to the conversation just cleared.
      return {
        ...state,
        messages: [],
        typing: false,
        pending: { reply: byteBotCleared, after: 'clear' },
      };
    case 'send': {
      const text = action.text.trim();
      if (!text || state.typing) return state;
      return {
        ...state,
        ...withMessage(state, { type: 'user', text, timestamp: action.at }),
        typing: true,
        pending: { reply: replyTo(text), after: action.via },
      };
    }
    case 'deliver': {
      if (!state.pending) return state;
      const { text, options } = state.pending.reply;
      return {
        ...state,
        ...withMessage(state, { type: 'bot', text, options, timestamp: action.at }),
        typing: false,
        pending: null,
      };
    }
  }
}
