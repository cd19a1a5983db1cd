import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiError } from './api-error';
import { isMailClientPost } from './cross-origin-protection';

/**
 * The bodies the API reads, registered instead of Nest's (the app is created with
 * bodyParser: false). JSON goes through fastify's own parser, with its prototype-poisoning
 * guard, but a body that is not JSON fails as a catalogue error: Nest would otherwise pass on
 * only fastify's wording.
 */
export function useBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Only bodies a route reads are accepted; anything else is answered 415.
  fastify.removeContentTypeParser('text/plain');
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  // One-click unsubscribe (RFC 8058) arrives as a form post from mail clients; no other route
  // reads a form body, so none is open to a plain HTML form on another site.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (request, body, done) =>
      isMailClientPost(request)
        ? done(null, Object.fromEntries(new URLSearchParams(body as string)))
        : done(unsupported()),
  );
  const unsupported = () =>
    new ApiError(415, ErrorCode.Validation, ERROR_MESSAGES.unsupportedMediaType);
  const malformed = () => new ApiError(400, ErrorCode.Validation, ERROR_MESSAGES.malformedJson);
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) =>
      parseJson(request, body as string, (error, value) =>
        error ? done(malformed()) : done(null, value),
      ),
  );
}
