import { zipOf, type ZipEntry } from '@bytecraft/testing/zip';
import { ZIP_LIMITS, zipInMemory, zipInflatesTooFar } from './zip-bomb';

const WINDOW = 64 * 1024;
const ends = (file: Buffer) =>
  [file.subarray(0, WINDOW), file.subarray(Math.max(0, file.length - WINDOW))] as const;
/** The check as the sink runs it: the file's two ends (unless given), and the file itself. */
const checked = (file: Buffer, [head, tail] = ends(file)) =>
  zipInflatesTooFar(head, tail, zipInMemory(file));

/**
 * The zip with every central directory entry naming the first entry's data `copies` times more:
 * a reader extracting each of them inflates that data again (overlapping entries).
 */
function overlapping(zip: Buffer, copies: number): Buffer {
  const count = zip.readUInt16LE(zip.length - 12);
  const size = zip.readUInt32LE(zip.length - 10);
  const start = zip.readUInt32LE(zip.length - 6);
  const first = zip.subarray(start, start + 46 + zip.readUInt16LE(start + 28));
  const directory = Buffer.concat([
    zip.subarray(start, start + size),
    ...Array.from({ length: copies }, () => first),
  ]);
  const end = Buffer.from(zip.subarray(zip.length - 22));
  end.writeUInt16LE(count + copies, 8);
  end.writeUInt16LE(count + copies, 10);
  end.writeUInt32LE(directory.length, 12);
  return Buffer.concat([zip.subarray(0, start), directory, end]);
}

/** Text that compresses about as well as a document's XML. */
const prose = (bytes: number) => {
  let text = '';
  for (let i = 0; text.length < bytes; i++)
    text += `<w:p><w:r><w:t>Line ${i * 7919} of my experience</w:t></w:r></w:p>`;
  return Buffer.from(text.slice(0, bytes));
};

describe('zipInflatesTooFar', () => {
  it('lets a Word document through, however long its text', async () => {
    const docx = zipOf(
      [
        ['[Content_Types].xml', '<Types/>'],
        ['word/document.xml', prose(3 * 1024 * 1024)],
        [
          'word/media/photo.jpg',
          Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 131) % 251)),
        ],
      ],
      { deflate: true },
    );
    expect(await checked(docx)).toBe(false);
  });

  it('refuses one entry of zeros at about 1,000 to 1', async () => {
    const bomb = zipOf([['word/document.xml', Buffer.alloc(20 * 1024 * 1024)]], { deflate: true });
    expect(await checked(bomb)).toBe(true);
  });

  it('refuses a directory announcing more than the total, even at a modest ratio', async () => {
    const entries = Array.from({ length: 40 }, (_, i): ZipEntry => [
      `word/part${i}.xml`,
      'x',
      { announce: 2 * 1024 * 1024 },
    ]);
    expect(await checked(zipOf(entries, { deflate: true }))).toBe(true);
  });

  it('refuses more entries than a document has', async () => {
    const entries = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i): ZipEntry => [
      `w/${i}`,
      'x',
    ]);
    const file = zipOf(entries, { deflate: true });
    expect(await checked(file, [file.subarray(0, WINDOW), file])).toBe(true);
    // Read as the sink reads it, the directory does not fit in the window: refused as well.
    expect(await checked(file)).toBe(true);
  });

  it('refuses ZIP64 sizes', async () => {
    expect(
      await checked(
        zipOf([['word/document.xml', 'x', { announce: 0xffffffff }]], { deflate: true }),
      ),
    ).toBe(true);
  });

  it('refuses a document whose headers understate what it inflates to, counting what it does', async () => {
    // Zeros at about 1,000 to 1, announced as a ratio of one to one in both headers.
    const lying = (bytes: number) => {
      const packed = zipOf([['word/document.xml', Buffer.alloc(bytes)]], { deflate: true });
      return zipOf([['word/document.xml', Buffer.alloc(bytes), { announce: packed.length }]], {
        deflate: true,
      });
    };
    expect(await checked(lying(20 * 1024 * 1024))).toBe(true);
    // Its directory cut off, the local header lies alone: still counted.
    const bomb = lying(20 * 1024 * 1024);
    expect(await checked(bomb.subarray(0, bomb.length - 100))).toBe(true);
    // Under the floor, a high ratio is a small file of blank space.
    expect(await checked(lying(512 * 1024))).toBe(false);
  });

  it('refuses entries that each inflate modestly but together past the total, however they overlap', async () => {
    const part = prose(2 * 1024 * 1024);
    const docx = zipOf([['word/document.xml', part, { announce: 1000 }]], { deflate: true });
    expect(await checked(docx)).toBe(false);
    const copies = Math.ceil(ZIP_LIMITS.totalBytes / part.length);
    expect(await checked(overlapping(docx, copies))).toBe(true);
  });

  it('refuses an entry packed in a way no Word document is', async () => {
    const docx = zipOf([['word/document.xml', prose(1000)]], { deflate: true });
    // Method 12 in both headers.
    const bzip2 = Buffer.from(docx);
    bzip2.writeUInt16LE(12, 8);
    bzip2.writeUInt16LE(12, bzip2.readUInt32LE(bzip2.length - 6) + 10);
    expect(await checked(docx)).toBe(false);
    expect(await checked(bzip2)).toBe(true);
  });

  it('reads a local header alone when the directory is missing', async () => {
    const bomb = zipOf([['word/document.xml', Buffer.alloc(20 * 1024 * 1024)]], { deflate: true });
    const cut = bomb.subarray(0, bomb.length - 200);
    expect(await checked(cut)).toBe(true);
    expect(await checked(Buffer.from('PK\x03\x04'))).toBe(false);
  });
});
