import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiError } from './api-error';

/**
 * Registered instead of Nest's (the app is created with bodyParser: false): fastify's own JSON parser (with its prototype-poisoning guard), but a body that is not JSON
 * fails as a catalogue error: Nest would otherwise pass on only fastify's wording.
 */
export function useCatalogueJsonParser(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Only bodies a route reads are accepted; anything else is answered 415.
  fastify.removeContentTypeParser('text/plain');
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  const malformed = () => new ApiError(400, ErrorCode.Validation, ERROR_MESSAGES.malformedJson);
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) =>
      parseJson(request, body as string, (error, value) => (error ? done(malformed()) : done(null, value))),
  );
}
