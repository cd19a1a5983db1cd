import { redisTransportOptions } from '@bytecraft/contracts/env';
import { ClientRedis, ServerRedis, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import { jobContext } from '../jobs/job-context';

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
    return super.getHandlerByPattern(this.patternOf(channel));
  }

  /**
   * Answers a request inside the context of the visitor's request that caused it (the id the
   * gateway puts beside the packet), so the service's log lines and the mail it asks for carry
   * that id, as a job's do.
   */
  override handleMessage(channel: string, buffer: string, pub: never, pattern: string) {
    return jobContext.run(
      { queue: 'rpc', job: this.patternOf(channel), requestId: requestIdIn(buffer) },
      () => super.handleMessage(channel, buffer, pub, pattern),
    );
  }

  private patternOf(channel: string) {
    const inside = `${this.namespace}:`;
    return channel.startsWith(inside) ? channel.slice(inside.length) : channel;
  }
}

function requestIdIn(buffer: string): string | undefined {
  try {
    const { requestId } = JSON.parse(buffer) as { requestId?: unknown };
    return typeof requestId === 'string' ? requestId : undefined;
  } catch {
    return undefined;
  }
}

/** A payload and the id of the visitor's request it serves, on its way to `publish`. */
class ForRequest {
  constructor(
    readonly payload: unknown,
    readonly requestId: string,
  ) {}
}

/** What the gateway (and a test) asks with. */
export class NamespacedClientRedis extends ClientRedis {
  constructor(
    private readonly namespace: string,
    redisUrl: string,
  ) {
    super(redisTransportOptions(redisUrl));
  }

  /** `send`, with the id of the request being answered beside the packet, for the service's logs. */
  sendFor<T>(requestId: string, pattern: string, payload: unknown): Observable<T> {
    return this.send<T>(pattern, new ForRequest(payload, requestId));
  }

  protected override publish(
    packet: ReadPacket,
    callback: (packet: WritePacket) => void,
  ): () => void {
    const { data } = packet;
    if (!(data instanceof ForRequest)) return super.publish(packet, callback);
    const traced = { ...packet, data: data.payload, requestId: data.requestId };
    return super.publish(traced as ReadPacket, callback);
  }

  override getRequestPattern(pattern: string): string {
    return channelIn(this.namespace, pattern);
  }

  override getReplyPattern(pattern: string): string {
    return `${channelIn(this.namespace, pattern)}.reply`;
  }
}
