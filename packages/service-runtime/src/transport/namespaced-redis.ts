import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  ClientRedis,
  RedisContext,
  ServerRedis,
  type ReadPacket,
  type WritePacket,
} from '@nestjs/microservices';
import type { Redis } from 'ioredis';
import type { Observable } from 'rxjs';
import { redisTransportOptions } from '../config/env';
import type { Trace } from '../jobs/job-context';

/**
 * The Nest Redis transport inside a deployment's namespace (QUEUE_PREFIX, as the queues are).
 * Pub/sub channels are global to a Redis server, whatever its database number: without this,
 * two deployments (or two test suites) on one Redis answer each other's requests.
 */
export const channelIn = (namespace: string, pattern: string) => `${namespace}:${pattern}`;

/** The trace of each request a service is answering, by the Nest context of its handler. */
const traces = new WeakMap<RedisContext, Trace>();

/**
 * A message handler's parameter: the trace of the visitor's (or staff member's) request it
 * answers, to hand on to the mail it asks for, as a job hands on its context. Empty for a
 * caller that sent no request id.
 */
export const RpcTrace = createParamDecorator((_: unknown, ctx: ExecutionContext): Trace =>
  rpcTraceOf(ctx.switchToRpc().getContext()),
);

/** The trace of the request a handler with this context answers (empty if none came). */
export const rpcTraceOf = (ctx: RedisContext): Trace => traces.get(ctx) ?? {};

/** The pattern, as its service declares it, of each request a service is answering. */
const patterns = new WeakMap<RedisContext, string>();

/** The pattern a handler with this context answers, without the deployment's namespace. */
export const rpcPatternOf = (ctx: RedisContext): string => patterns.get(ctx) ?? ctx.getChannel();

/**
 * What a service listens with: its handlers keep their plain pattern names, and can ask for the
 * request id that came beside the packet (`@RpcTrace()`).
 */
export class NamespacedServerRedis extends ServerRedis {
  /** Request ids of packets read and not yet given to their handler, by packet id. */
  private readonly arriving = new Map<string, string>();

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
   * Notes the id of the visitor's request beside the packet (the gateway's `sendFor`), for
   * `getPublisher`, which Nest calls with the packet's id and context just before the handler.
   */
  override parseMessage(content: unknown): Record<string, unknown> {
    const message = super.parseMessage(content);
    const { id, requestId } = message ?? {};
    if (typeof id === 'string' && typeof requestId === 'string') this.arriving.set(id, requestId);
    return message;
  }

  /**
   * Ties the request id noted for this packet to its context, where `@RpcTrace()` reads it, and
   * the pattern it asks, where `rpcPatternOf` does.
   */
  override getPublisher(pub: Redis, pattern: unknown, id: string, ctx: RedisContext) {
    patterns.set(ctx, this.patternOf(String(pattern)));
    const requestId = this.arriving.get(id);
    if (requestId !== undefined) {
      this.arriving.delete(id);
      traces.set(ctx, { requestId });
    }
    return super.getPublisher(pub, pattern, id, ctx);
  }

  private patternOf(channel: string) {
    const inside = `${this.namespace}:`;
    return channel.startsWith(inside) ? channel.slice(inside.length) : channel;
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
