/**
 * Staff accounts from the command line (in a container: `node gateway/dist/staff/staff-cli.js`):
 * - `npm run staff -- add <email> [admin|staff]` adds an active account (staff unless told);
 *   asks for the password without echo, or reads it from stdin when that is not a terminal;
 * - `npm run staff -- disable <email>` / `enable <email>`;
 * - `npm run staff -- role <email> <admin|staff>`;
 * - `npm run staff -- reset <email>` prints a one-time link to set a new password (printed, not
 *   mailed: an operator at a shell is who helps when mail does not arrive).
 * Disabling, a role change and a reset end the account's sessions at once, as in the console:
 * the same code (StaffTeam). Uses DATABASE_URL and REDIS_URL like the gateway, and applies the
 * gateway's migrations first, so it works on a database the gateway never opened.
 */
import 'reflect-metadata';
import {
  StaffRole,
  STAFF_PASSWORD_MIN_LENGTH,
  staffLinkPath,
} from '@bytecraft/contracts/staff-team';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { StaffSessionStore } from '../auth/staff-session.store';
import { loadCliConfig } from '../config/gateway.config';
import { gatewayDatabaseOptions } from '../database/database.options';
import { ApiError } from '../http/api-error';
import { StaffTeam } from '../team/staff-team';
import { readPassword } from './read-password';
import { StaffAccount } from './staff-account.entity';
import { StaffAccountsService } from './staff-accounts.service';

const USAGE = `Usage: npm run staff -- add <email> [admin|staff]
       npm run staff -- disable <email> | enable <email>
       npm run staff -- role <email> <admin|staff>
       npm run staff -- reset <email>`;

const role = z.enum(StaffRole);

/** The command and its arguments, or null when they are not one of USAGE's. */
function parse(args: string[]) {
  const [command, address, extra, ...rest] = args;
  const email = z.email().safeParse(address?.trim().toLowerCase());
  if (!email.success || rest.length) return null;
  if (command === 'add' && (extra === undefined || role.safeParse(extra).success)) {
    return { command, email: email.data, role: (extra as StaffRole) ?? StaffRole.Staff } as const;
  }
  if (command === 'role' && role.safeParse(extra).success) {
    return { command, email: email.data, role: extra as StaffRole } as const;
  }
  if ((command === 'disable' || command === 'enable' || command === 'reset') && !extra) {
    return { command, email: email.data } as const;
  }
  return null;
}

async function main(args: string[]): Promise<number> {
  const parsed = parse(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const config = loadCliConfig();
  const database = await openMigrated(gatewayDatabaseOptions(config.DATABASE_URL));
  const redis = new Redis({ ...redisOptionsFromUrl(config.REDIS_URL), lazyConnect: true });
  try {
    const accounts = new StaffAccountsService(database.getRepository(StaffAccount));
    const { email } = parsed;
    if (parsed.command === 'add') {
      if (await accounts.exists(email)) {
        console.error(`${email} already has an account.`);
        return 1;
      }
      const password = await readPassword(
        `Password for ${email} (at least ${STAFF_PASSWORD_MIN_LENGTH} characters): `,
      );
      if (process.stdin.isTTY && (await readPassword('Again: ')) !== password) {
        console.error('The two passwords differ; nothing was added.');
        return 1;
      }
      await accounts.add(email, password, parsed.role);
      process.stdout.write(`Added staff account ${email}.\n`);
      return 0;
    }
    const team = new StaffTeam(accounts, new StaffSessionStore(redis, config), config);
    const { id } = await accounts.byEmail(email);
    if (parsed.command === 'reset') {
      const { token } = await team.reset(id);
      process.stdout.write(
        `Signed ${email} out everywhere. One-time link to set a new password:\n${config.PUBLIC_SITE_URL}${staffLinkPath('reset', token)}\n`,
      );
      return 0;
    }
    const member = await team.update(
      id,
      parsed.command === 'role'
        ? { role: parsed.role }
        : { disabled: parsed.command === 'disable' },
    );
    process.stdout.write(`${email}: ${member.role}, ${member.state}.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    redis.disconnect();
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
