import { usePageMeta } from '../../../components/ui/use-page-meta';
import { demoConversations } from '../../../content/chatbot-demo';
import { ChatbotConversations } from '../../../features/admin-chatbot/components/chatbot-conversations';

export default function ChatbotRoute() {
  usePageMeta('Chatbot · Staff Console', "ByteBot's conversations (demo data).");
  return <ChatbotConversations conversations={demoConversations} />;
}
