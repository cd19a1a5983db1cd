import type { ChatConversation, ChatFeedback } from '../../content/chatbot-demo';

export const REPLY_PREVIEW_LENGTH = 150;

/** A bot reply as the conversation list shows it, cut short. */
export function previewOf(reply: string): string {
  return reply.length > REPLY_PREVIEW_LENGTH ? `${reply.slice(0, REPLY_PREVIEW_LENGTH)}...` : reply;
}

export interface ChatStats {
  total: number;
  today: number;
  categories: Record<string, number>;
  feedback: Record<ChatFeedback, number>;
  /** Helpful over all conversations, as a whole percentage. */
  satisfaction: number;
}

export function chatStats(conversations: readonly ChatConversation[], now = new Date()): ChatStats {
  const feedback: Record<ChatFeedback, number> = { helpful: 0, not_helpful: 0, none: 0 };
  const categories: Record<string, number> = {};
  let today = 0;
  for (const conversation of conversations) {
    feedback[conversation.feedback] += 1;
    categories[conversation.category] = (categories[conversation.category] ?? 0) + 1;
    if (new Date(conversation.timestamp).toDateString() === now.toDateString()) today += 1;
  }
  const total = conversations.length;
  return {
    total,
    today,
    categories,
    feedback,
    satisfaction: total ? Math.round((feedback.helpful / total) * 100) : 0,
  };
}
