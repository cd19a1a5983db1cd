import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FigureCards } from '../../../components/ui/figure-cards';
import { FilterSelect } from '../../../components/ui/filter-select';
import { statusLabel } from '../../../components/ui/status-chip';
import {
  CHAT_CATEGORIES,
  type ChatConversation,
  type ChatFeedback,
} from '../../../content/chatbot-demo';
import { chatStats, previewOf } from '../chat-stats';

const FEEDBACK: Record<ChatFeedback, string> = {
  helpful: 'Helpful',
  not_helpful: 'Not helpful',
  none: 'No feedback',
};

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** ByteBot's conversations (demo data, not fetched) with their figures. */
export function ChatbotConversations({
  conversations,
}: {
  conversations: readonly ChatConversation[];
}) {
  const stats = useMemo(() => chatStats(conversations), [conversations]);
  const [category, setCategory] = useState('');
  const shown = category
    ? conversations.filter((conversation) => conversation.category === category)
    : conversations;
  const figures = [
    { label: 'Total Conversations', value: String(stats.total) },
    { label: 'Today', value: String(stats.today) },
    { label: 'Satisfaction', value: `${stats.satisfaction}%` },
    { label: 'Helpful', value: String(stats.feedback.helpful) },
    { label: 'Not Helpful', value: String(stats.feedback.not_helpful) },
    { label: 'No Feedback', value: String(stats.feedback.none) },
  ];

  return (
    <Stack spacing={3}>
      <FigureCards figures={figures} label="Chatbot figures" />

      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Categories
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {CHAT_CATEGORIES.map((name) => (
            <Chip key={name} label={`${statusLabel(name)}: ${stats.categories[name] ?? 0}`} />
          ))}
        </Stack>
      </Box>

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6">
          Conversations
        </Typography>
        <FilterSelect
          label="Category"
          allLabel="All Categories"
          value={category}
          options={CHAT_CATEGORIES}
          onChange={setCategory}
        />
      </Stack>

      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((conversation) => (
          <Card key={conversation.id} variant="outlined" component="li">
            <CardContent>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Chip size="small" color="primary" label={statusLabel(conversation.category)} />
                <Chip
                  size="small"
                  variant="outlined"
                  color={conversation.resolved ? 'success' : 'warning'}
                  label={conversation.resolved ? 'Resolved' : 'Unresolved'}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  icon={
                    conversation.feedback === 'helpful' ? (
                      <ThumbUpIcon />
                    ) : conversation.feedback === 'not_helpful' ? (
                      <ThumbDownIcon />
                    ) : undefined
                  }
                  label={FEEDBACK[conversation.feedback]}
                />
                <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
                  {when.format(new Date(conversation.timestamp))} · {conversation.sessionId}
                </Typography>
              </Stack>
              <Typography sx={{ fontWeight: 600 }}>
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  Visitor:{' '}
                </Box>
                {conversation.userMessage}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ByteBot:{' '}
                </Box>
                {previewOf(conversation.botResponse)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
