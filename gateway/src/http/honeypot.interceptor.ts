import { RECEIPTS } from '@bytecraft/contracts/receipts';
import { HONEYPOT_FIELD } from '@bytecraft/contracts/submission';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Observable, of } from 'rxjs';
import { SUBMISSION_JOB, type SubmissionJob } from '../submissions/accepts-submission.decorator';

/**
 * A filled honeypot marks a bot: it is answered exactly like an accepted submission, so the
 * bot learns nothing, and nothing is stored or sent.
 */
@Injectable()
export class HoneypotInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const body = ctx.switchToHttp().getRequest<FastifyRequest>().body as
      | Record<string, unknown>
      | undefined;
    const trap = body?.[HONEYPOT_FIELD];
    if (typeof trap !== 'string' || trap.trim() === '') return next.handle();
    const job = this.reflector.get<SubmissionJob>(SUBMISSION_JOB, ctx.getHandler());
    return of({ success: true, ...RECEIPTS[job], data: { id: randomUUID() } });
  }
}
