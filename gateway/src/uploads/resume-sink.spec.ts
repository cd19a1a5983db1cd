import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { files } from '../../../infra/testing/factories';
import { waitFor } from '../../../infra/testing/wait-for';
import { ResumeSink } from './resume-sink';

const MAX = 64 * 1024;

describe('ResumeSink', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'resume-sink-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Feeds `content` in chunks of `chunk` bytes, as a request arrives. */
  const feed = async (content: Buffer, { skip = false, chunk = 1000 } = {}) => {
    const sink = new ResumeSink(join(dir, 'resume.upload'), MAX, skip);
    const chunks = Array.from({ length: Math.ceil(content.length / chunk) }, (_, i) =>
      content.subarray(i * chunk, (i + 1) * chunk),
    );
    await pipeline(Readable.from(chunks), sink);
    return sink;
  };

  it('writes an accepted file whole, byte for byte, and tells its kind', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(MAX - 9)]);
    const sink = await feed(pdf);
    expect(sink.kept).toBe(true);
    expect(sink.size).toBe(MAX);
    expect(readFileSync(sink.path)).toEqual(pdf);
    expect(await sink.kind()).toBe('pdf');
  });

  it('judges the first bytes even when they arrive a few at a time', async () => {
    const sink = await feed(files.docx(), { chunk: 3 });
    expect(sink.kept).toBe(true);
    expect(await sink.kind()).toBe('docx');
  });

  it('refuses an executable by its first bytes and never creates a file', async () => {
    const sink = await feed(files.executable());
    expect(sink.refusal).toBe('type');
    expect(sink.kept).toBe(false);
    expect(sink.size).toBe(files.executable().length);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a file one byte over the limit and deletes what it had written', async () => {
    const sink = await feed(Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MAX - 4)]));
    expect(sink.refusal).toBe('size');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps a file of exactly the limit', async () => {
    const sink = await feed(Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MAX - 5)]));
    expect(sink.kept).toBe(true);
  });

  it('reads a skipped file to its end and keeps nothing of it', async () => {
    const sink = await feed(files.pdf(), { skip: true });
    expect(sink.size).toBe(files.pdf().length);
    expect(sink.kept).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('deletes its file when the upload breaks off', async () => {
    const source = new PassThrough();
    const sink = new ResumeSink(join(dir, 'resume.upload'), MAX, false);
    const piping = pipeline(source, sink);
    source.write(files.pdf());
    await waitFor(async () => readdirSync(dir).length === 1 || undefined, {
      what: 'the temporary file',
    });
    source.destroy(new Error('client gone'));
    await expect(piping).rejects.toThrow('client gone');
    await sink.discard();
    expect(sink.kept).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});
