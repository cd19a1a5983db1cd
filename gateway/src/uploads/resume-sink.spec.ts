import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { files } from '@bytecraft/testing/factories';
import { zipOf } from '@bytecraft/testing/zip';
import { waitFor } from '@bytecraft/testing/wait-for';
import { ResumeSink } from './resume-sink';

const MAX = 64 * 1024;

describe('ResumeSink', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'resume-sink-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Feeds `content` in chunks of `chunk` bytes, as a request arrives. Held in memory up to
   * `memory` bytes; by default none, so that every kept file is on disk.
   */
  const feed = async (content: Buffer, { skip = false, chunk = 1000, memory = 0 } = {}) => {
    const sink = new ResumeSink(join(dir, 'resume.upload'), MAX, skip, memory);
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

  it('refuses a zip bomb whose headers understate its sizes, inflating it from its file', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const packed = zipOf([['word/document.xml', zeros]], { deflate: true }).length;
    const bomb = zipOf([['word/document.xml', zeros, { announce: packed }]], { deflate: true });
    const sink = await feed(bomb);
    expect(sink.kept).toBe(true);
    expect(await sink.kind()).toBeUndefined();
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
    const sink = new ResumeSink(join(dir, 'resume.upload'), MAX, false, 0);
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

  describe('held in memory up to its memory limit', () => {
    const MEMORY = 16 * 1024;

    it('keeps a file that fits whole in memory, byte for byte, and never creates a file', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(MEMORY - 9)]);
      const sink = await feed(pdf, { memory: MEMORY });
      expect(sink.kept).toBe(true);
      expect(sink.bytes).toEqual(pdf);
      expect(await sink.kind()).toBe('pdf');
      expect(readdirSync(dir)).toEqual([]);
    });

    // A zip bomb renamed .docx (about 200 KB) is refused from memory in bad-input.e2e-spec.ts.
    it('tells a docx from a zip without word/ by the bytes in memory', async () => {
      const docx = await feed(files.docx(), { memory: MEMORY, chunk: 3 });
      expect(await docx.kind()).toBe('docx');
      const photos = await feed(zipOf([['photos/cat.jpg', randomBytes(2048)]]), { memory: MEMORY });
      expect(photos.kept).toBe(true);
      expect(await photos.kind()).toBeUndefined();
      expect(readdirSync(dir)).toEqual([]);
    });

    it('moves a file one byte over the limit to its temporary file, whole', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(MEMORY - 8)]);
      const sink = await feed(pdf, { memory: MEMORY });
      expect(sink.kept).toBe(true);
      expect(sink.bytes).toBeUndefined();
      expect(readFileSync(sink.path)).toEqual(pdf);
      await sink.discard();
      expect(readdirSync(dir)).toEqual([]);
    });

    it('keeps nothing of a refused or discarded file', async () => {
      const exe = await feed(files.executable(), { memory: MAX });
      expect(exe.refusal).toBe('type');
      expect(exe.bytes).toBeUndefined();
      const pdf = await feed(files.pdf(), { memory: MAX });
      await pdf.discard();
      expect(pdf.kept).toBe(false);
      expect(pdf.bytes).toBeUndefined();
      expect(readdirSync(dir)).toEqual([]);
    });
  });
});
