import { zipOf, type ZipEntry } from '@bytecraft/testing/zip';
import { ZIP_LIMITS, zipInflatesTooFar } from './zip-bomb';

const WINDOW = 64 * 1024;
const ends = (file: Buffer) =>
  [file.subarray(0, WINDOW), file.subarray(Math.max(0, file.length - WINDOW))] as const;

/** Text that compresses about as well as a document's XML. */
const prose = (bytes: number) => {
  let text = '';
  for (let i = 0; text.length < bytes; i++)
    text += `<w:p><w:r><w:t>Line ${i * 7919} of my experience</w:t></w:r></w:p>`;
  return Buffer.from(text.slice(0, bytes));
};

describe('zipInflatesTooFar', () => {
  it('lets a Word document through, however long its text', () => {
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
    expect(zipInflatesTooFar(...ends(docx))).toBe(false);
  });

  it('refuses one entry of zeros at about 1,000 to 1', () => {
    const bomb = zipOf([['word/document.xml', Buffer.alloc(20 * 1024 * 1024)]], { deflate: true });
    expect(zipInflatesTooFar(...ends(bomb))).toBe(true);
  });

  it('refuses a directory announcing more than the total, even at a modest ratio', () => {
    const entries = Array.from({ length: 40 }, (_, i): ZipEntry => [
      `word/part${i}.xml`,
      'x',
      { announce: 2 * 1024 * 1024 },
    ]);
    expect(zipInflatesTooFar(...ends(zipOf(entries, { deflate: true })))).toBe(true);
  });

  it('refuses more entries than a document has', () => {
    const entries = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i): ZipEntry => [
      `w/${i}`,
      'x',
    ]);
    const file = zipOf(entries, { deflate: true });
    expect(zipInflatesTooFar(file.subarray(0, WINDOW), file)).toBe(true);
    // Read as the sink reads it, the directory does not fit in the window: refused as well.
    expect(zipInflatesTooFar(...ends(file))).toBe(true);
  });

  it('refuses ZIP64 sizes', () => {
    expect(
      zipInflatesTooFar(
        ...ends(zipOf([['word/document.xml', 'x', { announce: 0xffffffff }]], { deflate: true })),
      ),
    ).toBe(true);
  });

  it('reads a local header alone when the directory is missing', () => {
    const bomb = zipOf([['word/document.xml', Buffer.alloc(20 * 1024 * 1024)]], { deflate: true });
    const cut = bomb.subarray(0, bomb.length - 200);
    expect(zipInflatesTooFar(...ends(cut))).toBe(true);
    expect(zipInflatesTooFar(Buffer.from('PK\x03\x04'), Buffer.from('nothing'))).toBe(false);
  });
});
