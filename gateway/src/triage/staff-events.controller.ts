import { StaffOnlyDocs } from '../http/openapi';
import { Controller, MessageEvent, Sse } from '@nestjs/common';
import { interval, map, merge, type Observable } from 'rxjs';
import { StaffEventsStream } from './staff-events.stream';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;

/** Server-Sent Events for the console: what visitors submit and what staff change, live. */
@StaffOnlyDocs()
@Controller('admin')
export class StaffEventsController {
  constructor(private readonly events: StaffEventsStream) {}

  @Sse('events')
  events$(): Observable<MessageEvent> {
    return merge(
      this.events.stream.pipe(map((event) => ({ type: event.type, data: event }))),
      interval(KEEP_ALIVE_MS).pipe(map(() => ({ type: 'keep-alive', data: '' }))),
    );
  }
}
