import type { ServiceName } from '@bytecraft/contracts/rpc';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { firstValueFrom, fromEvent, takeUntil, timeout } from 'rxjs';
import { ApiError } from '../http/api-error';

const RPC_TIMEOUT_MS = 3000;

/**
 * Asks a service and waits for its answer; `requestId` names the visitor's request it serves,
 * in the service's logs. A service that does not answer in time, or Redis being away (the
 * client then refuses at once while it reconnects), makes the request fail with 503: nothing
 * was stored, and the visitor is told to try again. A caller that stops first (its `signal`
 * aborting) stops waiting, so no timer outlives it.
 */
export async function askService<T>(
  client: NamespacedClientRedis,
  pattern: string,
  payload: unknown,
  requestId?: string,
  { timeoutMs = RPC_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  const answer = requestId
    ? client.sendFor<T>(requestId, pattern, payload)
    : client.send<T>(pattern, payload);
  try {
    const waited = answer.pipe(timeout(timeoutMs));
    return await firstValueFrom(
      signal ? waited.pipe(takeUntil(fromEvent(signal, 'abort'))) : waited,
    );
  } catch {
    throw ApiError.unavailable();
  }
}

/**
 * Asks each service given its own pattern of one question at once, for an answer merged from
 * all of theirs: one that does not answer fails the whole (503), as a part missing would read as
 * nothing there.
 */
export const askEach = <T>(
  client: NamespacedClientRedis,
  services: readonly ServiceName[],
  pattern: (service: ServiceName) => string,
  payload: unknown,
  requestId?: string,
): Promise<T[]> =>
  Promise.all(
    services.map((service) => askService<T>(client, pattern(service), payload, requestId)),
  );
