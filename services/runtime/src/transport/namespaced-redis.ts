import { redisTransportOptions } from '@bytecraft/contracts/env';
import { ClientRedis, ServerRedis } from '@nestjs/microservices';

/**
 * The Nest Redis transport inside a deployment's namespace (QUEUE_PREFIX, as the queues are).
 * Pub/sub channels are global to a Redis server, whatever its database number: without this,
 * two deployments (or two test suites) on one Redis answer each other's requests.
 */
export const channelIn = (namespace: string, pattern: string) => `${namespace}:${pattern}`;

/** What a service listens with: its handlers keep their plain pattern names. */
export class NamespacedServerRedis extends ServerRedis {
  constructor(
    private readonly namespace: string,
    redisUrl: string,
  ) {
    super(redisTransportOptions(redisUrl));
  }

  override getRequestPattern(pattern: string): string {
    return channelIn(this.namespace, pattern);
  }

  override getHandlerByPattern(channel: string) {
    const inside = `${this.namespace}:`;
    return super.getHandlerByPattern(
      channel.startsWith(inside) ? channel.slice(inside.length) : channel,
    );
  }
}

/** What the gateway (and a test) asks with. */
export class NamespacedClientRedis extends ClientRedis {
  constructor(
    private readonly namespace: string,
    redisUrl: string,
  ) {
    super(redisTransportOptions(redisUrl));
  }

  override getRequestPattern(pattern: string): string {
    return channelIn(this.namespace, pattern);
  }

  override getReplyPattern(pattern: string): string {
    return `${channelIn(this.namespace, pattern)}.reply`;
  }
}
