/** The Chromium the browser tests and the web bench drive: `CHROMIUM_PATH`, else the system's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How it starts for them: without a sandbox or a GPU, and without the traffic a browser makes of
 * its own (updates, sync, QUIC), so that only the pages under test use the network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
