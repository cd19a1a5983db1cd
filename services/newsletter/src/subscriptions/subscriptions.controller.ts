import {
  type NewsletterStats,
  newsletterConfirmSchema,
  newsletterSubscribeRequestSchema,
} from '@bytecraft/contracts/kinds/newsletter-subscription';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  rpc,
  type ConfirmOutcome,
  type SubscribeOutcome,
  type UnsubscribeOutcome,
} from '@bytecraft/contracts/rpc';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { RpcTrace } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { SubscriptionsService } from './subscriptions.service';

/** The gateway asks synchronously: whether an address is already subscribed is only known here. */
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(rpc.newsletterSubscribe)
  subscribe(@Payload() payload: unknown, @RpcTrace() trace: Trace): Promise<SubscribeOutcome> {
    // Validated again here: the transport is a boundary too.
    return this.subscriptions.subscribe(newsletterSubscribeRequestSchema.parse(payload), trace);
  }

  @MessagePattern(rpc.newsletterConfirm)
  confirm(@Payload() payload: unknown, @RpcTrace() trace: Trace): Promise<ConfirmOutcome> {
    return this.subscriptions.confirm(newsletterConfirmSchema.parse(payload), trace);
  }

  @MessagePattern(rpc.newsletterUnsubscribe)
  unsubscribe(@Payload() token: string): Promise<UnsubscribeOutcome> {
    return this.subscriptions.unsubscribe(String(token));
  }

  @MessagePattern(staffRpc.newsletterStats)
  stats(): Promise<NewsletterStats> {
    return this.subscriptions.stats();
  }
}
