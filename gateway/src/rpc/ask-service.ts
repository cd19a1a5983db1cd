import type { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { ApiError } from '../http/api-error';

const RPC_TIMEOUT_MS = 3000;

/**
 * Asks a service and waits for its answer. A service that does not answer in time, or Redis
 * being away (the client then refuses at once while it reconnects), makes the request fail with
 * 503: nothing was stored, and the visitor is told to try again.
 */
export async function askService<T>(
  client: ClientProxy,
  pattern: string,
  payload: unknown,
): Promise<T> {
  try {
    return await firstValueFrom(client.send<T>(pattern, payload).pipe(timeout(RPC_TIMEOUT_MS)));
  } catch {
    throw ApiError.unavailable();
  }
}
