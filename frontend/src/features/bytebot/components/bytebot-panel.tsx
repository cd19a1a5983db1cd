import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import MinimizeIcon from '@mui/icons-material/Minimize';
import SendIcon from '@mui/icons-material/Send';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useByteBot, type ByteBot } from '../use-bytebot';
import { ByteBotFab } from './bytebot-fab';
import { ChatMessage } from './chat-message';

// In the page's bottom right corner, open or minimised; above the sticky header (so its buttons
// stay reachable on phones), below dialogs and toasts.
const corner = {
  zIndex: (theme: Theme) => theme.zIndex.drawer,
  position: 'fixed',
  bottom: 16,
  right: 16,
} as const;

function HeaderButtons({ bot }: { bot: ByteBot }) {
  return (
    <Box sx={{ display: 'flex' }}>
      <IconButton aria-label="Minimise chat" color="inherit" size="small" onClick={bot.minimise}>
        <MinimizeIcon aria-hidden fontSize="small" />
      </IconButton>
      <IconButton aria-label="Clear chat" color="inherit" size="small" onClick={bot.clear}>
        <DeleteSweepIcon aria-hidden fontSize="small" />
      </IconButton>
      <IconButton aria-label="Close chat" color="inherit" size="small" onClick={bot.close}>
        <CloseIcon aria-hidden fontSize="small" />
      </IconButton>
    </Box>
  );
}

interface Draft {
  draft: string;
  setDraft: (text: string) => void;
}

function ChatWindow({ bot, draft, setDraft }: { bot: ByteBot } & Draft) {
  const { messages, typing } = bot.state;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  // The input is disabled while the bot types, which takes the focus away: give it back.
  useEffect(() => {
    if (!typing) inputRef.current?.focus();
  }, [typing]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (typing || !draft.trim()) return;
    bot.send(draft);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <Paper
      component="section"
      aria-labelledby="bytebot-title"
      elevation={8}
      sx={{
        ...corner,
        width: { xs: 'calc(100vw - 32px)', sm: 380 },
        height: 'min(560px, calc(100dvh - 32px))',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        <SmartToyIcon aria-hidden />
        <Typography id="bytebot-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          ByteBot
        </Typography>
        <HeaderButtons bot={bot} />
      </Box>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="ByteBot conversation"
        sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}
      >
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              disabled={typing}
              onSend={bot.choose}
              onNavigate={bot.minimise}
            />
          ))}
        </Box>
        {typing && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            ByteBot is typing…
          </Typography>
        )}
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-end',
          p: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <TextField
          inputRef={inputRef}
          label="Type your message"
          multiline
          maxRows={4}
          size="small"
          fullWidth
          value={draft}
          disabled={typing}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          helperText="Enter to send, Shift+Enter for a new line"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={typing}
          endIcon={<SendIcon aria-hidden />}
        >
          Send
        </Button>
      </Box>
    </Paper>
  );
}

/** The chat itself; loaded on the launcher's first click and kept mounted from then on. */
export default function ByteBotPanel() {
  const bot = useByteBot({ startOpen: true });
  // Kept here, not in the window, so a half-typed message survives minimising.
  const [draft, setDraft] = useState('');

  if (bot.state.panel === 'closed') return <ByteBotFab onClick={bot.open} autoFocus />;
  if (bot.state.panel === 'minimised') {
    return (
      <Paper
        elevation={8}
        sx={{
          ...corner,
          display: 'flex',
          alignItems: 'center',
          pr: 0.5,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        <Button
          color="inherit"
          autoFocus
          startIcon={<SmartToyIcon aria-hidden />}
          aria-label="Restore ByteBot chat"
          onClick={bot.open}
          sx={{ textTransform: 'none', px: 2 }}
        >
          ByteBot{bot.state.typing ? ' is typing…' : ''}
        </Button>
        <IconButton aria-label="Close chat" color="inherit" size="small" onClick={bot.close}>
          <CloseIcon aria-hidden fontSize="small" />
        </IconButton>
      </Paper>
    );
  }
  return <ChatWindow bot={bot} draft={draft} setDraft={setDraft} />;
}
