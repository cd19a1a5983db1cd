import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { waitFor } from './wait-for';

export interface DovecotServer {
  host: string;
  port: number;
  /** The one mailbox's login: plaintext over the loopback, as a test needs no TLS. */
  user: string;
  password: string;
  stop(): Promise<void>;
}

/** Whether an IMAP server answers its greeting on the port. */
const greets = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(2000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/**
 * A throwaway IMAP server (Debian's dovecot-imapd) on a free port, with its configuration,
 * state and maildir in a temporary folder and one passwd-file user: a mailbox as a company's
 * would be read, without touching the machine's own Dovecot. The mail is the current user's;
 * run by another than root, every process is that user's too.
 */
export async function startDovecot(): Promise<DovecotServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-'));
  // Its auth process, run as the package's account under root, reads the passwd file here.
  chmodSync(dir, 0o755);
  const user = 'replies';
  const password = 'replies-password';
  const { username, uid, gid } = userInfo();
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub));
  // Dovecot reads no one's mail as root: under root, the package's account owns the mailbox.
  const mailOwner = uid === 0 ? 'uid=dovecot gid=dovecot' : `uid=${uid} gid=${gid}`;
  if (uid === 0) chmodSync(join(dir, 'mail'), 0o777);
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}\n`);
  const config = join(dir, 'dovecot.conf');
  writeFileSync(
    config,
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      'protocols = imap',
      // A system account (the package's, or a CI user's) may own a test's mailbox.
      'first_valid_uid = 1',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      // IDLE announces new mail at once where inotify works; elsewhere within a second.
      'mailbox_idle_check_interval = 1 secs',
      ...(uid === 0
        ? // Nor its login processes: the package's accounts run them.
          []
        : [
            `default_internal_user = ${username}`,
            `default_internal_group = ${username}`,
            `default_login_user = ${username}`,
          ]),
      `mail_location = maildir:${dir}/mail/%u`,
      `passdb {\n  driver = passwd-file\n  args = ${dir}/passwd\n}`,
      `userdb {\n  driver = static\n  args = ${mailOwner} home=${dir}/mail/%u\n}`,
      `service imap-login {\n  inet_listener imap {\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
    ].join('\n') + '\n',
  );
  let child: ChildProcess | undefined;
  const stop = async () => {
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) {
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    child = spawn('dovecot', ['-F', '-c', config], { stdio: 'ignore' });
    const started = child;
    await waitFor(
      () => {
        if (started.exitCode !== null) throw new Error(`dovecot exited (see ${dir}/dovecot.log)`);
        return greets(port);
      },
      { what: `dovecot on port ${port}`, intervalMs: 100 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: '127.0.0.1', port, user, password, stop };
}
