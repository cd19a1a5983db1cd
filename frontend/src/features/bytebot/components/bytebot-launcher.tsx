import { lazy, Suspense, useState } from 'react';
import { ByteBotFab } from './bytebot-fab';

// Only the button ships with the page; the chat, its script and its logic load on first click.
const ByteBotPanel = lazy(() => import('./bytebot-panel'));

/** The floating ByteBot button; once clicked, the panel takes over and stays mounted. */
export function ByteBotLauncher() {
  const [started, setStarted] = useState(false);
  if (!started) return <ByteBotFab onClick={() => setStarted(true)} />;
  return (
    <Suspense fallback={<ByteBotFab />}>
      <ByteBotPanel />
    </Suspense>
  );
}
