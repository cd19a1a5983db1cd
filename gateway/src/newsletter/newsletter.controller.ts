import { SchemaBody } from '../http/openapi';
import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { NEWSLETTER_MESSAGES } from '@bytecraft/contracts/newsletter-messages';
import {
  newsletterSubscribeSchema,
  type NewsletterSubscribePayload,
} from '@bytecraft/contracts/newsletter';
import { NEWSLETTER_RECEIPTS } from '@bytecraft/contracts/receipts';
import { rpc, type SubscribeOutcome, type UnsubscribeOutcome } from '@bytecraft/contracts/rpc';
import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { Trace, type RequestTrace } from '../http/request-id';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { PublicRoute } from '../auth/public-route.decorator';
import { ApiError } from '../http/api-error';
import { AcceptsMailClientPost } from '../http/cross-origin-protection';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';

/** Newsletter calls are answered by the newsletter service itself: it alone knows who is subscribed. */
@Controller('newsletter')
export class NewsletterController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  @Post('subscribe')
  @AcceptsSubmission(NEWSLETTER_RECEIPTS.subscribed)
  async subscribe(
    @SchemaBody(newsletterSubscribeSchema) body: NewsletterSubscribePayload,
    @Trace() trace: RequestTrace,
  ) {
    const outcome = await askService<SubscribeOutcome>(
      this.services,
      rpc.newsletterSubscribe,
      body,
      trace.requestId,
    );
    if (outcome.status === 'already-subscribed') {
      throw new ApiError(409, ErrorCode.DuplicateEmail, ERROR_MESSAGES.duplicateEmail);
    }
    return { success: true, ...NEWSLETTER_RECEIPTS.subscribed, data: { id: outcome.id } };
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
