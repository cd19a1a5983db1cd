import { ErrorCode } from '@bytecraft/contracts/errors';
import { toApiError } from './to-api-error';

/** An error as fastify's plugins throw them (@fastify/error): a code and a status, no class. */
const fastifyError = (code: string, statusCode: number) =>
  Object.assign(new Error(code), { code, statusCode });

describe('toApiError', () => {
  it.each([
    ['too many fields', fastifyError('FST_FIELDS_LIMIT', 413), 413],
    ['too many parts', fastifyError('FST_PARTS_LIMIT', 413), 413],
    ['a field named __proto__', fastifyError('FST_PROTO_VIOLATION', 400), 400],
    ['a field declared JSON that is not', fastifyError('FST_INVALID_JSON_FIELD_ERROR', 406), 400],
    ['a body that is not multipart', fastifyError('FST_INVALID_MULTIPART_CONTENT_TYPE', 406), 415],
    ['a form without a boundary', new Error('Multipart: Boundary not found'), 400],
    ['a form cut off', new Error('Unexpected end of multipart data'), 400],
    [
      'a file cut off',
      new Error('Part terminated early due to unexpected end of multipart data'),
      400,
    ],
  ])('answers %s as a catalogue client error', (_name, error, status) => {
    const answer = toApiError(error);
    expect(answer.status).toBe(status);
    expect(answer.code).toBe(ErrorCode.Validation);
  });

  it.each([
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a server-side fastify error', fastifyError('FST_FILE_BUFFER_NOT_FOUND', 500)],
    ['an error that only looks like one', Object.assign(new Error('x'), { statusCode: 400 })],
  ])('keeps %s a 500', (_name, error) => {
    expect(toApiError(error)).toMatchObject({ status: 500, code: ErrorCode.Internal });
  });
});
