import { ErrorCode, toFieldErrors } from '@bytecraft/contracts/errors';
import { RESUME_RULES } from '@bytecraft/contracts/kinds/job-application';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { RESUME_CONTENT_TYPES, type ResumeKind } from '@bytecraft/service-runtime/files/file-type';
import { ApiError } from '../http/api-error';
import { isTrapped } from '../http/honeypot.hook';
import { validateWith } from '../http/schema-body.pipe';
import { ResumeSink, type ResumeRefusal } from './resume-sink';

/**
 * A resume checked whole and kept in memory (`bytes`) or, when larger, in a temporary file at
 * `path`; nothing of it is in the bucket yet.
 */
export interface ReceivedResume {
  path: string;
  bytes?: Buffer;
  size: number;
  kind: ResumeKind;
  contentType: string;
  originalName: string;
}

/** A multipart form read to its end: validated fields and, if sent, the resume. */
export type ReceivedSubmission<T> =
  { trapped: true } | { trapped: false; data: T; resume?: ReceivedResume };

export interface SubmissionRules<S extends z.core.$ZodType> {
  schema: S;
  resumeRequired: boolean;
  /** Where a resume too large to hold in memory is written while it arrives (UPLOAD_TMP_DIR). */
  tmpDir: string;
  /** The largest resume held in memory instead (UPLOAD_MEMORY_BYTES). */
  memoryBytes: number;
}

export const fileError = (status: number, message: string) =>
  new ApiError(status, ErrorCode.FileUpload, message, [{ field: 'resume', message }]);

/**
 * Reads a multipart submission as it arrives, holding no more than a chunk of it in memory.
 * Fields are validated when the file starts, which is before any byte of it is kept for a
 * client that sends its fields first (the site does): a form already wrong, or a filled
 * honeypot, makes the file be read and thrown away. The file goes to a temporary file while
 * its first bytes and its length are checked, and the whole form is judged once it has been
 * read, whatever the order of its parts. Whatever is refused leaves no file behind.
 */
export async function readSubmission<S extends z.core.$ZodType>(
  request: FastifyRequest,
  { schema, resumeRequired, tmpDir, memoryBytes }: SubmissionRules<S>,
): Promise<ReceivedSubmission<z.output<S>>> {
  if (!request.isMultipart()) {
    throw new ApiError(415, ErrorCode.Validation, 'This form must be sent as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let sink: ResumeSink | undefined;
  let originalName = '';
  let settled: ApiError | undefined;
  // A file over the limit, as busboy sees the bytes arrive: ahead of the sink's own count,
  // which waits on the disk, when the form breaks off soon after.
  let overLimit = false;
  const refusal = () => (overLimit ? 'size' : sink?.refusal);
  const options = {
    // One byte over the rule: when busboy stops there, the file is over it.
    limits: { fileSize: RESUME_RULES.maxBytes + 1, files: 1, fields: 30, fieldSize: 10_000 },
    // Read per call, though the plugin's types list it only for files(): the parts go on
    // after a file over the limit, so the fields that follow are still read.
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && part.value !== '')
          fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'resume') {
        part.file.resume();
      } else {
        settled = isTrapped(fields) ? undefined : settledErrors(schema, fields);
        sink = new ResumeSink(
          join(tmpDir, `${randomUUID()}.upload`),
          RESUME_RULES.maxBytes,
          isTrapped(fields) || settled !== undefined,
          memoryBytes,
        );
        originalName = part.filename;
        part.file.once('limit', () => (overLimit = true));
        await pipeline(part.file, sink);
      }
    }
  } catch (error) {
    // Also a client gone mid-upload: the parts end with an error and the file goes.
    await sink?.discard();
    // A file already refused is the answer, even if the form then breaks off.
    const refused = refusal();
    if (refused) throw refusalError(refused);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw fileError(400, 'Send one resume file only');
    }
    throw error;
  }

  try {
    if (isTrapped(fields)) {
      await sink?.discard();
      return { trapped: true };
    }
    const data = validateWith(schema, fields);
    // Only if a later part changed a field that had failed: the file was not kept.
    if (settled) throw settled;
    if (!sink || sink.size === 0) {
      if (resumeRequired) throw fileError(400, RESUME_RULES.messages.required);
      return { trapped: false, data };
    }
    const refused = refusal();
    if (refused) throw refusalError(refused);
    const kind = sink.kept ? await sink.kind() : undefined;
    if (!kind) throw fileError(415, RESUME_RULES.messages.type);
    return {
      trapped: false,
      data,
      resume: {
        path: sink.path,
        bytes: sink.bytes,
        size: sink.size,
        kind,
        contentType: RESUME_CONTENT_TYPES[kind],
        originalName: originalName.slice(0, 200),
      },
    };
  } catch (error) {
    await sink?.discard();
    throw error;
  }
}

const refusalError = (refusal: ResumeRefusal) =>
  refusal === 'size'
    ? fileError(413, RESUME_RULES.messages.size)
    : fileError(415, RESUME_RULES.messages.type);

/**
 * The form's errors as it stands when the file starts, if one of them is about a field already
 * received: that one stands whatever follows, so the file need not be kept. Errors only about
 * missing fields may come from a client that sends them after the file, whose file is kept
 * until the whole form has been read.
 */
function settledErrors(
  schema: z.core.$ZodType,
  fields: Record<string, string>,
): ApiError | undefined {
  const result = z.safeParse(schema, fields);
  if (result.success) return undefined;
  const errors = toFieldErrors(result.error);
  return errors.some(({ field }) => field in fields) ? ApiError.validation(errors) : undefined;
}
