import { deflateRawSync } from 'node:zlib';
import { ZIP_LIMITS, zipInflatesTooFar } from './zip-bomb';

/** A zip as any writer makes one: local headers with their data, then the central directory. */
function zip(entries: { name: string; data: Buffer; announce?: number }[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, announce } of entries) {
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const inflated = announce ?? data.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(inflated, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(inflated, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, fileName, packed);
    central.push(entry, fileName);
    offset += header.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

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
    const docx = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: prose(3 * 1024 * 1024) },
      {
        name: 'word/media/photo.jpg',
        data: Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 131) % 251)),
      },
    ]);
    expect(zipInflatesTooFar(...ends(docx))).toBe(false);
  });

  it('refuses one entry of zeros at about 1,000 to 1', () => {
    const bomb = zip([{ name: 'word/document.xml', data: Buffer.alloc(20 * 1024 * 1024) }]);
    expect(zipInflatesTooFar(...ends(bomb))).toBe(true);
  });

  it('refuses a directory announcing more than the total, even at a modest ratio', () => {
    const entries = Array.from({ length: 40 }, (_, i) => ({
      name: `word/part${i}.xml`,
      data: Buffer.from('x'),
      announce: 2 * 1024 * 1024,
    }));
    expect(zipInflatesTooFar(...ends(zip(entries)))).toBe(true);
  });

  it('refuses more entries than a document has', () => {
    const entries = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => ({
      name: `w/${i}`,
      data: Buffer.from('x'),
    }));
    const file = zip(entries);
    expect(zipInflatesTooFar(file.subarray(0, WINDOW), file)).toBe(true);
    // Read as the sink reads it, the directory does not fit in the window: refused as well.
    expect(zipInflatesTooFar(...ends(file))).toBe(true);
  });

  it('refuses ZIP64 sizes', () => {
    expect(
      zipInflatesTooFar(
        ...ends(zip([{ name: 'word/document.xml', data: Buffer.from('x'), announce: 0xffffffff }])),
      ),
    ).toBe(true);
  });

  it('reads a local header alone when the directory is missing', () => {
    const bomb = zip([{ name: 'word/document.xml', data: Buffer.alloc(20 * 1024 * 1024) }]);
    const cut = bomb.subarray(0, bomb.length - 200);
    expect(zipInflatesTooFar(...ends(cut))).toBe(true);
    expect(zipInflatesTooFar(Buffer.from('PK\x03\x04'), Buffer.from('nothing'))).toBe(false);
  });
});
