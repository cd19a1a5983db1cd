import { crc32, deflateRawSync } from 'node:zlib';

/** An entry's name, its content, and the inflated size its headers announce if not the real one. */
export type ZipEntry = [name: string, content: string | Buffer, options?: { announce?: number }];

/**
 * A zip laid out as real writers do (local headers with their data, then the central directory
 * naming every entry, then its end record): stored entries, or deflated with `deflate`, for the
 * resume's docx check and the zip-bomb check. `announce` makes an entry's headers lie about its
 * inflated size.
 */
export function zipOf(entries: ZipEntry[], { deflate = false } = {}): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [entryName, content, { announce } = {}] of entries) {
    const name = Buffer.from(entryName);
    const data = Buffer.from(content);
    const packed = deflate ? deflateRawSync(data) : data;
    const method = deflate ? 8 : 0;
    const inflated = announce ?? data.length;
    // The central directory's entry repeats its local header's fields after one of its own
    // ("version made by"), so both are written from one place.
    const header = (signature: number, size: number, at: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(20, at);
      bytes.writeUInt16LE(method, at + 4);
      bytes.writeUInt32LE(crc32(data), at + 10);
      bytes.writeUInt32LE(packed.length, at + 14);
      bytes.writeUInt32LE(inflated, at + 18);
      bytes.writeUInt16LE(name.length, at + 22);
      return bytes;
    };
    const local = header(0x04034b50, 30, 4);
    const central = header(0x02014b50, 46, 6);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}
