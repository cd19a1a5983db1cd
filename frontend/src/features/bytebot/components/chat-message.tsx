import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ByteBotOption } from '../../../content/bytebot-script';
import type { ChatMessage as Message } from '../bytebot-machine';

interface OptionProps {
  option: ByteBotOption;
  /** The bot is typing: another message cannot be sent yet. */
  disabled: boolean;
  onSend: (text: string) => void;
  /** Called when an option leaves for another page of the site. */
  onNavigate: () => void;
}

function OptionButton({ option, disabled, onSend, onNavigate }: OptionProps) {
  const common = { size: 'small', variant: 'outlined', sx: { textTransform: 'none' } } as const;
  if (option.action === 'message') {
    return (
      <Button {...common} disabled={disabled} onClick={() => onSend(option.value)}>
        {option.label}
      </Button>
    );
  }
  if (option.value.startsWith('/')) {
    return (
      <Button {...common} component={RouterLink} to={option.value} onClick={onNavigate}>
        {option.label}
      </Button>
    );
  }
  return (
    <Button
      {...common}
      href={option.value}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon aria-hidden />}
    >
      {option.label}
    </Button>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** One bubble of the conversation, with the bot's option buttons under it. */
export function ChatMessage({
  message,
  ...optionProps
}: { message: Message } & Omit<OptionProps, 'option'>) {
  const fromBot = message.type === 'bot';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: fromBot ? 'flex-start' : 'flex-end',
      }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: fromBot ? 'grey.100' : 'primary.main',
          color: fromBot ? 'text.primary' : 'primary.contrastText',
        }}
      >
        <Box
          component="span"
          // Read by screen readers only: who said it, which the bubble's colour shows on screen.
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {fromBot ? 'ByteBot: ' : 'You: '}
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
        <Typography
          component="time"
          variant="caption"
          dateTime={new Date(message.timestamp).toISOString()}
          sx={{ display: 'block', opacity: 0.75, textAlign: 'right' }}
        >
          {timeFormat.format(message.timestamp)}
        </Typography>
      </Box>
      {message.options && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, maxWidth: '95%' }}>
          {message.options.map((option) => (
            <OptionButton key={option.label} option={option} {...optionProps} />
          ))}
        </Box>
      )}
    </Box>
  );
}
