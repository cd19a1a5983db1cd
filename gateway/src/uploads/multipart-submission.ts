import { RESUME_RULES } from '@bytecraft/contracts/job-application';
import { ErrorCode } from '@bytecraft/contracts/errors';
import type { StoredFile } from '@bytecraft/contracts/queues';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/api-error';
import { RESUME_CONTENT_TYPES, detectResumeKind } from './resume-type';

export interface ReceivedResume {
  content: Buffer;
  originalName: string;
}

/** A multipart form read whole: its text fields and, if sent, the one resume file. */
export interface MultipartSubmission {
  fields: Record<string, string>;
  resume?: ReceivedResume;
}

const fileError = (status: number, message: string) =>
  new ApiError(status, ErrorCode.FileUpload, message, [{ field: 'resume', message }]);

/**
 * Reads the parts of a multipart submission. The file is held in memory, which the 5 MB limit
 * bounds, so that nothing reaches the bucket before the whole submission has been checked.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartSubmission> {
  if (!request.isMultipart()) {
    throw new ApiError(415, ErrorCode.Validation, 'This form must be sent as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let resume: ReceivedResume | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: RESUME_RULES.maxBytes, files: 1, fields: 30, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'resume' && content.length > 0)
          resume = { content, originalName: part.filename };
      } else if (typeof part.value === 'string' && part.value !== '') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(413, RESUME_RULES.messages.size);
    }
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw fileError(400, 'Send one resume file only');
    }
    throw error;
  }
  return { fields, resume };
}

/** Checks a resume by its content and gives it a random key in the private bucket. */
export function acceptResume(
  resume: ReceivedResume | undefined,
  required: boolean,
): (StoredFile & { content: Buffer }) | undefined {
  if (!resume) {
    if (required) throw fileError(400, RESUME_RULES.messages.required);
    return undefined;
  }
  const kind = detectResumeKind(resume.content);
  if (!kind) throw fileError(415, RESUME_RULES.messages.type);
  return {
    key: `resumes/${randomUUID()}.${kind}`,
    originalName: resume.originalName.slice(0, 200),
    contentType: RESUME_CONTENT_TYPES[kind],
    size: resume.content.length,
    content: resume.content,
  };
}
