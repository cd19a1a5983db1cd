import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { NEWSLETTER_MESSAGES } from '@bytecraft/contracts/newsletter-messages';
import {
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  type NewsletterSubscribePayload,
  type NewsletterSubscribeRequest,
  NEWSLETTER_RECEIPTS,
} from '@bytecraft/contracts/kinds/newsletter-subscription';
import {
  rpc,
  type ConfirmOutcome,
  type SubscribeOutcome,
  type UnsubscribeOutcome,
} from '@bytecraft/contracts/rpc';
import { Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Trace, type RequestTrace } from '../http/request-id';
import { SchemaBody } from '../http/openapi';
import { PublicRoute } from '../auth/public-route.decorator';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { AcceptsMailClientPost } from '../http/cross-origin-protection';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';

/** Newsletter calls are answered by the newsletter service itself: it alone knows who is subscribed. */
@Controller('newsletter')
export class NewsletterController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  /**
   * The client key goes with the address as part of its proof of consent. With double opt-in
   * the answer says a link was mailed (`pending`), again for an address still pending.
   */
  @Post('subscribe')
  @AcceptsSubmission(NEWSLETTER_RECEIPTS.subscribed)
  async subscribe(
    @SchemaBody(newsletterSubscribeSchema) body: NewsletterSubscribePayload,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    const outcome = await askService<SubscribeOutcome>(
      this.services,
      rpc.newsletterSubscribe,
      { ...body, clientKey: clientKey(request.ip) } satisfies NewsletterSubscribeRequest,
      trace.requestId,
    );
    if (outcome.status === 'already-subscribed') {
      throw new ApiError(409, ErrorCode.DuplicateEmail, ERROR_MESSAGES.duplicateEmail);
    }
    const receipt =
      outcome.status === 'pending' ? NEWSLETTER_RECEIPTS.pending : NEWSLETTER_RECEIPTS.subscribed;
    return { success: true, ...receipt, data: { id: outcome.id } };
  }

  /**
   * The link of the double opt-in mail, which the site's page posts on arrival. Followed again
   * once confirmed, it answers the same; an unknown or expired one is not found.
   */
  @Post('confirm/:token')
  @HttpCode(200)
  @PublicRoute()
  async confirm(@Param('token') token: string, @Trace() trace: RequestTrace) {
    const unknown = new ApiError(404, ErrorCode.NotFound, NEWSLETTER_MESSAGES.unknownConfirmToken);
    // A token no link of ours could carry (too long) is as unknown as any other.
    const confirming = newsletterConfirmSchema.safeParse({ token });
    if (!confirming.success) throw unknown;
    const outcome = await askService<ConfirmOutcome>(
      this.services,
      rpc.newsletterConfirm,
      confirming.data,
      trace.requestId,
    );
    if (outcome.status === 'unknown-token') throw unknown;
    return { success: true, ...NEWSLETTER_RECEIPTS.confirmed };
  }

  /**
   * The link in every newsletter mail, and its List-Unsubscribe header: mail clients POST
   * `List-Unsubscribe=One-Click` form-encoded (RFC 8058), the site's page POSTs nothing. Both
   * may come twice; the second time is a success too.
   */
  @Post('unsubscribe/:token')
  @HttpCode(200)
  @PublicRoute()
  @AcceptsMailClientPost()
  async unsubscribe(@Param('token') token: string, @Trace() trace: RequestTrace) {
    const outcome = await askService<UnsubscribeOutcome>(
      this.services,
      rpc.newsletterUnsubscribe,
      token,
      trace.requestId,
    );
    if (outcome.status === 'unknown-token') {
      throw new ApiError(404, ErrorCode.NotFound, NEWSLETTER_MESSAGES.unknownToken);
    }
    return { success: true, ...NEWSLETTER_RECEIPTS.unsubscribed };
  }
}
