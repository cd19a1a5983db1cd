// Starts the whole system as `npm start` does, on ports and databases of its own, for the
// browser tests; and Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@bytecraft/testing/chromium';
import { databaseUrl, dropDatabases, POSTGRES_ADMIN_URL } from '@bytecraft/testing/databases';
import { freePort } from '@bytecraft/testing/free-port';
import { SERVICE_NAMES } from '@bytecraft/testing/service-process';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

// Free ports, told to the processes `npm start` runs (they bind them within seconds); the S3
// server takes its own (0). Metrics ports count up from a base, a random range here.
const [site, api, smtp, mailUi, inbound] = await Promise.all([0, 0, 0, 0, 0].map(() => freePort()));
export const ports = { site, api, smtp, mailUi, inbound };
const METRICS_PORT_BASE = 20000 + Math.floor(Math.random() * 20000);
export const siteUrl = `http://localhost:${ports.site}`;
export const mailApi = `http://127.0.0.1:${ports.mailUi}/api/email`;
/** Databases of the run's own, dropped at stop. */
const DB_PREFIX = `e2e_${randomBytes(4).toString('hex')}_`;
/** The address of a service's database in this run (`lead`, `gateway`...). */
export const databaseUrlOf = (name) => databaseUrl(POSTGRES_ADMIN_URL, `${DB_PREFIX}${name}`);
/** The first staff account, which the gateway creates at start. */
export const staff = { email: 'staff.e2e@bytecraft.example', password: 'e2e-staff-password-1' };

export async function startSystem() {
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'infra/scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(ports.api),
      SITE_PORT: String(ports.site),
      S3_PORT: '0',
      SMTP_PORT: String(ports.smtp),
      MAIL_UI_PORT: String(ports.mailUi),
      INBOUND_SMTP_PORT: String(ports.inbound),
      METRICS_PORT_BASE: String(METRICS_PORT_BASE),
      DB_PREFIX,
      SITE_MODE: 'preview',
      QUEUE_PREFIX: `e2e-${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      });
    }
    await dropDatabases(
      POSTGRES_ADMIN_URL,
      [...SERVICE_NAMES, 'gateway'].map((name) => `${DB_PREFIX}${name}`),
    );
  };
  const deadline = Date.now() + 90_000;
  while (!output.includes('Bytecraft is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The system did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { output: () => output, stop };
}

/** The first mail the catcher holds for `address` that `matches`, waited for. */
export async function waitForMail(address, matches = () => true) {
  for (let i = 0; i < 150; i++) {
    const messages = await (await fetch(mailApi)).json();
    const mail = messages.find((m) => m.to[0]?.address === address && matches(m));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No matching mail reached ${address}`);
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Starts the system and a browser before a test file's tests and stops both after them; the
 * browser is the returned object's once started.
 */
export function startedForTests() {
  const started = {};
  before(async () => {
    started.system = await startSystem();
    started.browser = await launchBrowser();
  });
  after(async () => {
    await started.browser?.close();
    await started.system?.stop();
  });
  return started;
}
