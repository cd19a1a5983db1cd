import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';
import { REPO_ROOT } from './paths';
import { waitFor } from './wait-for';

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
  headers: Record<string, string>;
}

export interface MailCatcher {
  pid: number;
  smtpUrl: string;
  apiUrl: string;
  messages(): Promise<CaughtMail[]>;
  /** The raw message as received, headers included. */
  source(id: string): Promise<string>;
  waitForMail(match: (mail: CaughtMail) => boolean, what?: string): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** MailDev's command line (after `node`) for these ports, on 127.0.0.1. */
export const maildevArgs = ({ smtp, web }: { smtp: number | string; web: number | string }) => [
  join(REPO_ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
  '--smtp',
  String(smtp),
  '--web',
  String(web),
  '--ip',
  '127.0.0.1',
  '--web-ip',
  '127.0.0.1',
];

/** MailDev, the same catcher `npm start` runs, on free ports, read over its HTTP API. */
export async function startMailCatcher(ports?: { smtp: number }): Promise<MailCatcher> {
  // MailDev cannot say which ports it took: it is told two free just now.
  const [smtp, web] = await Promise.all([ports?.smtp ?? freePort(), freePort()]);
  const child: ChildProcess = spawn(process.execPath, maildevArgs({ smtp, web }), {
    stdio: 'ignore',
  });
  const apiUrl = `http://127.0.0.1:${web}/api`;
  await waitFor(async () => (await fetch(`${apiUrl}/healthz`)).ok, { what: 'MailDev to start' });
  const messages = async () => (await (await fetch(`${apiUrl}/email`)).json()) as CaughtMail[];
  return {
    pid: child.pid!,
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    apiUrl,
    messages,
    source: async (id) => (await fetch(`${apiUrl}/email/${id}/source`)).text(),
    waitForMail: (match, what = 'a matching mail') =>
      waitFor(async () => (await messages()).find(match), { what }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
