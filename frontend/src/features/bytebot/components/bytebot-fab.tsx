import SmartToyIcon from '@mui/icons-material/SmartToy';
import { PlainFab } from '../../../components/ui/plain-button';

/**
 * The round button that opens the chat. It sits below the toasts' layer (MUI's snackbar
 * z-index is higher), so a toast in the same corner is drawn over it, never hidden by it.
 */
export function ByteBotFab({ onClick, autoFocus }: { onClick?: () => void; autoFocus?: boolean }) {
  return (
    <PlainFab
      type="button"
      aria-label="Open ByteBot chat"
      onClick={onClick}
      autoFocus={autoFocus}
      sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <SmartToyIcon aria-hidden />
    </PlainFab>
  );
}
