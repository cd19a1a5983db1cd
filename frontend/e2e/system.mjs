// Starts the whole system as `npm start` does, on ports and databases of its own, for the
// browser tests; and Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const ports = { site: 5183, api: 5100, s3: 9100, smtp: 1125, mailUi: 1180 };
export const siteUrl = `http://localhost:${ports.site}`;
export const mailApi = `http://127.0.0.1:${ports.mailUi}/api/email`;
/**
 * The first staff account, which the gateway creates at start when missing (and never
 * overwrites, so the password stays the same from run to run).
 */
export const staff = { email: 'staff.e2e@bytecraft.example', password: 'e2e-staff-password-1' };

export async function startSystem() {
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'infra/scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(ports.api),
      SITE_PORT: String(ports.site),
      S3_PORT: String(ports.s3),
      SMTP_PORT: String(ports.smtp),
      MAIL_UI_PORT: String(ports.mailUi),
      DB_PREFIX: 'e2e_',
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
  const deadline = Date.now() + 90_000;
  while (!output.includes('Bytecraft is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The system did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      }),
  };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
