import { Controller, MessageEvent, Req, Sse } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  catchError,
  concatMap,
  filter,
  finalize,
  interval,
  map,
  merge,
  of,
  share,
  takeUntil,
  type Observable,
} from 'rxjs';
import { StaffOnlyDocs } from '../http/openapi';
import { SessionStreams } from '../auth/session-streams';
import { StaffSessionStore } from '../auth/staff-session.store';
import { StaffEventsStream } from './staff-events.stream';

/**
 * Server-Sent Events for the console: what visitors submit and what staff change, live, for
 * as long as the session lasts. A sign-out ends its streams at once, on every replica; an
 * expired session is noticed at the next check (a keep-alive too, which keeps proxies from
 * closing a quiet stream). Whatever happens to Redis, a stream that cannot check ends.
 */
@StaffOnlyDocs()
@Controller('admin')
export class StaffEventsController {
  constructor(
    private readonly events: StaffEventsStream,
    private readonly sessions: StaffSessionStore,
    private readonly streams: SessionStreams,
  ) {}

  @Sse('events')
  async events$(@Req() request: FastifyRequest): Promise<Observable<MessageEvent>> {
    const { sessionId } = request.staff!;
    const lease = await this.streams.open(request.staff!);
    const checks = interval(this.streams.checkIntervalMs).pipe(
      concatMap(() => lease.renew()),
      catchError(() => of(false)),
      share(),
    );
    const ended = merge(
      this.events.ended(this.sessions.refOf(sessionId)),
      checks.pipe(filter((live) => !live)),
    );
    return merge(
      this.events.stream.pipe(map((event) => ({ type: event.type, data: event }))),
      checks.pipe(map(() => ({ type: 'keep-alive', data: '' }))),
    ).pipe(
      takeUntil(ended),
      finalize(() => void lease.close().catch(() => undefined)),
    );
  }
}
