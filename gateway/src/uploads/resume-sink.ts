import { open, rm, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import {
  MAGIC_BYTES,
  ZIP_WINDOW_BYTES,
  resumeFamily,
  zipHasWordPart,
  type ResumeFamily,
  type ResumeKind,
} from '@bytecraft/service-runtime/files/file-type';
import { zipInMemory, zipInflatesTooFar, type ZipFile } from './zip-bomb';

export type ResumeRefusal = 'type' | 'size';

/**
 * Where a resume's bytes go as they arrive. Its first bytes decide its family and a running
 * count holds it to `maxBytes`. Up to `memoryBytes` it is held in memory: most resumes are a
 * few hundred KB at most, and a file costs an upload eight trips through the thread pool (open,
 * write, close, then open, read and close to send it, and its removal). A larger one goes to a
 * temporary file, where every chunk waits for its write, so a slow disk slows the multipart
 * stream and the request with it, and no more than `memoryBytes` of it is ever in memory. A
 * refused file, or one told to be skipped from the start (its form already failed), is read to
 * its end and thrown away: nothing of it is kept, and the request must still be read for the
 * answer to reach the client.
 */
export class ResumeSink extends Writable {
  size = 0;
  family?: ResumeFamily;
  refusal?: ResumeRefusal;
  private head: Buffer[] = [];
  private headBytes = 0;
  /** The accepted bytes while they fit in memory; undefined once they went to the file. */
  private held?: Buffer[] = [];
  private heldBytes = 0;
  private opening?: Promise<FileHandle>;
  private file?: FileHandle;
  private created = false;
  private discarded?: Promise<void>;

  constructor(
    readonly path: string,
    private readonly maxBytes: number,
    private readonly skip: boolean,
    private readonly memoryBytes: number,
  ) {
    super();
  }

  /** True when the file is whole (in memory or on disk) and its first bytes were accepted. */
  get kept(): boolean {
    const whole = this.created || (this.family !== undefined && this.held !== undefined);
    return whole && !this.refusal && !this.discarded && this.size > 0;
  }

  /** The kept file's bytes when it is held in memory; undefined when it is on disk at `path`. */
  get bytes(): Buffer | undefined {
    return this.kept && this.held ? Buffer.concat(this.held, this.heldBytes) : undefined;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void) {
    this.take(chunk).then(() => done(), done);
  }

  override _final(done: (error?: Error) => void) {
    // A file shorter than the magic bytes is judged on what there is.
    const undecided = !this.family && !this.refusal && !this.skip && this.headBytes > 0;
    (undecided ? this.decide() : Promise.resolve())
      .then(() => this.file?.close())
      .then(() => {
        this.file = undefined;
        done();
      }, done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    // Also called after a normal finish (autoDestroy), when the file is to be kept.
    if (this.writableFinished && !error) return done(error);
    this.discard().then(
      () => done(error),
      () => done(error),
    );
  }

  /**
   * What the kept file is: its family, except that a zip must name a `word/` entry near its
   * start or in its central directory, read back from the file's two ends, and inflate no
   * further than a document does.
   */
  async kind(): Promise<ResumeKind | undefined> {
    if (this.family !== 'zip') return this.family;
    const bytes = this.bytes;
    if (bytes) return this.zipKind(zipInMemory(bytes));
    const file = await open(this.path, 'r');
    try {
      return await this.zipKind({
        size: this.size,
        read: async (position, length) => {
          const read = await file.read(Buffer.alloc(length), 0, length, position);
          return read.buffer.subarray(0, read.bytesRead);
        },
      });
    } finally {
      await file.close();
    }
  }

  private async zipKind(file: ZipFile): Promise<ResumeKind | undefined> {
    const window = Math.min(this.size, ZIP_WINDOW_BYTES);
    const head = await file.read(0, window);
    const tail = await file.read(this.size - window, window);
    // A zip bomb renamed cv.docx names word/ too: what it inflates to gives it away.
    if (!zipHasWordPart(head, tail)) return undefined;
    return (await zipInflatesTooFar(head, tail, file)) ? undefined : 'docx';
  }

  /** Closes and deletes the temporary file, if there is one; the same promise every time. */
  discard(): Promise<void> {
    this.discarded ??= this.removeFile();
    return this.discarded;
  }

  private async removeFile(): Promise<void> {
    this.held = undefined;
    this.heldBytes = 0;
    // An open under way finishes first; close() waits for a write under way.
    await this.opening?.catch(() => undefined);
    const file = this.file;
    this.file = undefined;
    await file?.close().catch(() => undefined);
    if (this.created) await rm(this.path, { force: true });
  }

  private async take(chunk: Buffer): Promise<void> {
    this.size += chunk.length;
    if (this.skip || this.refusal) return;
    if (this.size > this.maxBytes) return this.refuse('size');
    if (this.family) return this.keep(chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= MAGIC_BYTES) await this.decide();
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.family = resumeFamily(head);
    if (!this.family) return this.refuse('type');
    await this.keep(head);
  }

  /** Holds accepted bytes in memory while they fit, else writes them to the file. */
  private async keep(bytes: Buffer): Promise<void> {
    if (!this.held) return this.writeAll(bytes);
    this.held.push(bytes);
    this.heldBytes += bytes.length;
    if (this.heldBytes > this.memoryBytes) await this.spill();
  }

  /** Moves what is held in memory to a new temporary file, where the rest will follow. */
  private async spill(): Promise<void> {
    const held = Buffer.concat(this.held!, this.heldBytes);
    this.held = undefined;
    this.heldBytes = 0;
    // 'wx': a fresh name of our own, never an existing file; readable by this user only.
    this.opening = open(this.path, 'wx', 0o600);
    const file = await this.opening;
    this.created = true;
    // Discarded while it opened: removeFile deletes it.
    if (this.discarded) return void (await file.close());
    this.file = file;
    await this.writeAll(held);
  }

  private async writeAll(bytes: Buffer): Promise<void> {
    const file = this.file;
    // No file: discarded meanwhile, and the bytes have nowhere to go.
    for (let at = 0; file && at < bytes.length;) {
      at += (await file.write(bytes, at)).bytesWritten;
    }
  }

  private async refuse(refusal: ResumeRefusal): Promise<void> {
    this.refusal = refusal;
    this.head = [];
    await this.discard();
  }
}
