import { randomBytes } from 'node:crypto';

/** One part of a multipart form: a text field, or a file when it has a file name. */
export interface Part {
  name: string;
  value?: string;
  fileName?: string;
  content?: Buffer;
  contentType?: string;
}

/**
 * A multipart/form-data body written by hand, so a test can send what no browser would: odd
 * field names, JSON-typed fields, two files, names with quotes or NUL characters.
 */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----fuzz${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  const quote = (text: string) => text.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
    if (part.fileName !== undefined) head += `; filename="${quote(part.fileName)}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    else if (part.fileName !== undefined) head += 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`${head}\r\n`), part.content ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
