import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * What a real Word document can inflate to. A resume of at most 5 MB is text and a few images:
 * its XML parts compress about 10 to 1 and its images not at all. A zip bomb renamed cv.docx
 * (one entry of zeros at about 1,000 to 1, or many entries) is refused before it reaches the
 * bucket, so nobody who opens or indexes resumes has to survive it.
 */
export const ZIP_LIMITS = {
  /** Everything the entries inflate to. */
  totalBytes: 64 * 1024 * 1024,
  /** A single entry's ratio, checked once it inflates past `ratioFloorBytes`. */
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
  entries: 2000,
} as const;

/** A zip's bytes, wherever the sink keeps them: in memory or in its temporary file. */
export interface ZipFile {
  size: number;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Buffer>;
}

export const zipInMemory = (bytes: Buffer): ZipFile => ({
  size: bytes.length,
  read: async (position, length) => bytes.subarray(position, position + length),
});

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** ZIP64: the real sizes are elsewhere, which a Word document never needs. */
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
/** How much compressed data is read at a time while an entry is inflated. */
const READ_BYTES = 64 * 1024;

interface Entry {
  compressed: number;
  inflated: number;
  method: number;
  /** Where its local header is, from the start of the file. */
  offset: number;
}

const announcesTooFar = ({ compressed, inflated }: Entry) =>
  compressed === ZIP64_MARK ||
  inflated === ZIP64_MARK ||
  (inflated > ZIP_LIMITS.ratioFloorBytes && inflated > compressed * ZIP_LIMITS.ratio);

/**
 * The entries of the central directory, when the end record and the whole directory lie in
 * `tail` (the file's last bytes): every entry, with its announced sizes, or undefined.
 */
function centralEntries(tail: Buffer): Entry[] | 'too-large' | undefined {
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1 || end + 22 > tail.length || tail.readUInt32LE(end) !== END) return undefined;
  const count = tail.readUInt16LE(end + 10);
  const size = tail.readUInt32LE(end + 12);
  const start = end - size;
  // A directory longer than the window names thousands of entries: no document has as many.
  if (start < 0) return 'too-large';
  const entries: Entry[] = [];
  for (let at = start; at + 46 <= end && entries.length < count;) {
    if (tail.readUInt32LE(at) !== CENTRAL) return undefined;
    entries.push({
      method: tail.readUInt16LE(at + 10),
      compressed: tail.readUInt32LE(at + 20),
      inflated: tail.readUInt32LE(at + 24),
      offset: tail.readUInt32LE(at + 42),
    });
    at += 46 + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return entries;
}

/** The local headers one after another from the file's start, as far as `head` reaches. */
function localEntries(head: Buffer): Entry[] {
  const entries: Entry[] = [];
  for (let at = 0; at + 30 <= head.length && head.readUInt32LE(at) === LOCAL;) {
    const entry = {
      method: head.readUInt16LE(at + 8),
      compressed: head.readUInt32LE(at + 18),
      inflated: head.readUInt32LE(at + 22),
      offset: at,
    };
    entries.push(entry);
    // Sizes written after the data (flag bit 3) are zero here: the walk cannot go on.
    if ((head.readUInt16LE(at + 6) & 0x08) !== 0) break;
    at += 30 + head.readUInt16LE(at + 26) + head.readUInt16LE(at + 28) + entry.compressed;
  }
  return entries;
}

/** Thrown inside an inflation to stop it: the entry went past a limit. */
class TooFar extends Error {}

/** Word writes its parts stored or deflated: any other method is one we could not count. */
const countable = (method: number) => method === STORED || method === DEFLATED;

/**
 * Inflates the data of one entry, counting the bytes it gives against what the entries before
 * it gave (`total`): its announced inflated size is not read, since a reader inflates the data
 * as it is, to the end of its deflate stream. Answers the new total, or throws TooFar past a
 * limit.
 */
async function inflateEntry(file: ZipFile, entry: Entry, total: number): Promise<number> {
  const header = await file.read(entry.offset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) return total;
  const method = header.readUInt16LE(8);
  if (!countable(method)) throw new TooFar();
  let at = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  // Stored data is as long as it says, and never longer than the file.
  if (method === STORED) return total + Math.max(0, Math.min(entry.compressed, file.size - at));
  const inflate = createInflateRaw();
  let inflated = 0;
  let ended = false;
  inflate.once('end', () => (ended = true));
  const count = new Writable({
    write(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      // bytesWritten: the compressed bytes the inflater has taken so far.
      const ratioOver =
        inflated > ZIP_LIMITS.ratioFloorBytes && inflated > inflate.bytesWritten * ZIP_LIMITS.ratio;
      done(ratioOver || total + inflated > ZIP_LIMITS.totalBytes ? new TooFar() : undefined);
    },
  });
  // Read one chunk at a time, and no further once the deflate stream has ended.
  async function* compressed() {
    while (!ended && at < file.size) {
      const chunk = await file.read(at, READ_BYTES);
      if (chunk.length === 0) return;
      at += chunk.length;
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(compressed(), { highWaterMark: 1 }), inflate, count);
  } catch (error) {
    // Data that does not inflate (zlib's Z_ codes) gives no reader more than it gave here.
    if (!String((error as { code?: unknown }).code).startsWith('Z_')) throw error;
  }
  return total + inflated;
}

/**
 * Whether a zip inflates further than a Word document ever does. First what it announces: in
 * its central directory (all entries, summed) or in the local headers near its start (each
 * one). Then what it does: every entry the directory names and every local header found from
 * the start is inflated (the directory's twice when it names the same data twice, as a reader
 * extracting both would), counting the bytes against the limits and stopping past them, since
 * the sizes a header announces are the writer's word. `head` and `tail` are its first and last
 * bytes, as the resume sink reads them back, `file` the whole.
 */
export async function zipInflatesTooFar(
  head: Buffer,
  tail: Buffer,
  file: ZipFile,
): Promise<boolean> {
  const directory = centralEntries(tail);
  if (directory === 'too-large') return true;
  const central = directory ?? [];
  const local = localEntries(head);
  if (central.length > ZIP_LIMITS.entries) return true;
  const announced = central.reduce((sum, entry) => sum + entry.inflated, 0);
  if (announced > ZIP_LIMITS.totalBytes || [...central, ...local].some(announcesTooFar)) {
    return true;
  }
  if (central.some(({ method }) => !countable(method))) return true;
  const named = new Set(central.map((entry) => entry.offset));
  const entries = [...central, ...local.filter((entry) => !named.has(entry.offset))];
  let total = 0;
  try {
    for (const entry of entries) total = await inflateEntry(file, entry, total);
  } catch (error) {
    if (error instanceof TooFar) return true;
    throw error;
  }
  return false;
}
