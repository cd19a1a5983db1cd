/**
 * What a real Word document can inflate to. A resume of at most 5 MB is text and a few images:
 * its XML parts compress about 10 to 1 and its images not at all. A zip bomb renamed cv.docx
 * (one entry of zeros at about 1,000 to 1, or many entries) is refused before it reaches the
 * bucket, so nobody who opens or indexes resumes has to survive it.
 */
export const ZIP_LIMITS = {
  /** Everything the entries announce, inflated. */
  totalBytes: 64 * 1024 * 1024,
  /** A single entry's ratio, checked once it inflates past `ratioFloorBytes`. */
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
  entries: 2000,
} as const;

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** ZIP64: the real sizes are elsewhere, which a Word document never needs. */
const ZIP64_MARK = 0xffffffff;

interface Entry {
  compressed: number;
  inflated: number;
}

const tooFar = ({ compressed, inflated }: Entry) =>
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
    entries.push({ compressed: tail.readUInt32LE(at + 20), inflated: tail.readUInt32LE(at + 24) });
    at += 46 + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return entries;
}

/** The local headers one after another from the file's start, as far as `head` reaches. */
function localEntries(head: Buffer): Entry[] {
  const entries: Entry[] = [];
  for (let at = 0; at + 30 <= head.length && head.readUInt32LE(at) === LOCAL;) {
    const entry = { compressed: head.readUInt32LE(at + 18), inflated: head.readUInt32LE(at + 22) };
    entries.push(entry);
    // Sizes written after the data (flag bit 3) are zero here: the walk cannot go on.
    if ((head.readUInt16LE(at + 6) & 0x08) !== 0) break;
    at += 30 + head.readUInt16LE(at + 26) + head.readUInt16LE(at + 28) + entry.compressed;
  }
  return entries;
}

/**
 * Whether a zip announces more than a Word document ever inflates to: in its central directory
 * (all entries, summed) or in the local headers near its start (each one). `head` and `tail`
 * are its first and last bytes, as the resume sink reads them back.
 */
export function zipInflatesTooFar(head: Buffer, tail: Buffer): boolean {
  const directory = centralEntries(tail);
  if (directory === 'too-large') return true;
  const central = directory ?? [];
  const entries = [...central, ...localEntries(head)];
  if (central.length > ZIP_LIMITS.entries) return true;
  const total = central.reduce((sum, entry) => sum + entry.inflated, 0);
  return total > ZIP_LIMITS.totalBytes || entries.some(tooFar);
}
