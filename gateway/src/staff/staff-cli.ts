/**
 * Staff accounts from the command line: `npm run staff -- add <email>` (in a container:
 * `node gateway/dist/staff/staff-cli.js add <email>`). Asks for the password without echo, or
 * reads it from stdin when that is not a terminal. Uses DATABASE_URL like the gateway, and
 * applies the gateway's migrations first, so it works on a database the gateway never opened.
 */
import 'reflect-metadata';
import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { z } from 'zod';
import { loadDatabaseConfig } from '../config/gateway.config';
import { gatewayDatabaseOptions } from '../database/database.options';
import { readPassword } from './read-password';
import { StaffAccount } from './staff-account.entity';
import { STAFF_PASSWORD_MIN_LENGTH } from '@bytecraft/contracts/staff-team';
import { ApiError } from '../http/api-error';
import { StaffAccountsService } from './staff-accounts.service';

const USAGE = 'Usage: npm run staff -- add <email>';

async function main(args: string[]): Promise<number> {
  const [command, address, ...rest] = args;
  if (command !== 'add' || !address || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const email = z.email().safeParse(address.trim().toLowerCase());
  if (!email.success) {
    console.error(`${address} is not an email address.`);
    return 2;
  }
  const database = await openMigrated(gatewayDatabaseOptions(loadDatabaseConfig().DATABASE_URL));
  try {
    const accounts = new StaffAccountsService(database.getRepository(StaffAccount));
    if (await accounts.exists(email.data)) {
      console.error(`${email.data} already has an account.`);
      return 1;
    }
    const password = await readPassword(
      `Password for ${email.data} (at least ${STAFF_PASSWORD_MIN_LENGTH} characters): `,
    );
    if (process.stdin.isTTY && (await readPassword('Again: ')) !== password) {
      console.error('The two passwords differ; nothing was added.');
      return 1;
    }
    await accounts.add(email.data, password);
    process.stdout.write(`Added staff account ${email.data}.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
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
