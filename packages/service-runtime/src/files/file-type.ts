// Files people send us, told apart by their bytes, never by their names: the resumes the
// gateway takes and the attachments of inbound mail are checked by the same signatures.

/** The document kinds a resume may be, told apart by their bytes, not their names. */
export type ResumeKind = 'pdf' | 'doc' | 'docx';

/** What the first bytes say: a zip still has to prove it is a Word document. */
export type ResumeFamily = 'pdf' | 'doc' | 'zip';

const PDF = Buffer.from('%PDF-');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Enough of the start of a file to tell its family. */
export const MAGIC_BYTES = OLE.length;

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The family the first bytes announce, or undefined (an executable renamed cv.pdf, a text
 * file): decided before anything of the file is kept.
 */
export function resumeFamily(head: Buffer): ResumeFamily | undefined {
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (head.subarray(0, OLE.length).equals(OLE)) return 'doc';
  if (head.subarray(0, ZIP.length).equals(ZIP)) return 'zip';
  return undefined;
}

/** How much of each end of a zip is read to find its entries' names. */
export const ZIP_WINDOW_BYTES = 64 * 1024;

const LOCAL_HEADER = { signature: ZIP, nameLength: 26, name: 30 };
const CENTRAL_HEADER = {
  signature: Buffer.from([0x50, 0x4b, 0x01, 0x02]),
  nameLength: 28,
  name: 46,
};
const WORD_PART = Buffer.from('word/');

/**
 * Whether a zip is a Word document: one of its entries is named `word/…`. The file is on disk
 * whole by then, so both ends are at hand without holding it in memory: `head` is its first
 * ZIP_WINDOW_BYTES, where Word, LibreOffice and Google Docs write `[Content_Types].xml`,
 * `_rels/.rels` and then `word/…` as local file headers; `tail` its last ZIP_WINDOW_BYTES,
 * where the central directory names every entry, whatever order the writer chose. Names are
 * read at their place in a header, so `word/` inside compressed data, or inside another
 * entry's name, does not count.
 */
export function zipHasWordPart(head: Buffer, tail: Buffer): boolean {
  return namesWordPart(head, LOCAL_HEADER) || namesWordPart(tail, CENTRAL_HEADER);
}

function namesWordPart(
  window: Buffer,
  header: { signature: Buffer; nameLength: number; name: number },
): boolean {
  for (
    let at = window.indexOf(header.signature);
    at !== -1 && at + header.name <= window.length;
    at = window.indexOf(header.signature, at + 1)
  ) {
    const length = window.readUInt16LE(at + header.nameLength);
    const name = window.subarray(at + header.name, at + header.name + length);
    if (name.length >= WORD_PART.length && name.subarray(0, WORD_PART.length).equals(WORD_PART)) {
      return true;
    }
  }
  return false;
}

/** The kinds an attachment of inbound mail may be: a resume's, and the usual pictures. */
export type AttachmentKind = ResumeKind | 'png' | 'jpeg' | 'gif';

export const ATTACHMENT_CONTENT_TYPES: Record<AttachmentKind, string> = {
  ...RESUME_CONTENT_TYPES,
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

const PICTURES: [Exclude<AttachmentKind, ResumeKind>, Buffer][] = [
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['gif', Buffer.from('GIF8')],
];

/**
 * What a whole file in memory is, by its bytes, or undefined when it is none of the kinds an
 * attachment may be (an executable renamed invoice.pdf, a script, an archive of anything).
 */
export function attachmentKind(bytes: Buffer): AttachmentKind | undefined {
  const picture = PICTURES.find(([, signature]) =>
    bytes.subarray(0, signature.length).equals(signature),
  );
  if (picture) return picture[0];
  const family = resumeFamily(bytes);
  if (family !== 'zip') return family;
  const window = Math.min(bytes.length, ZIP_WINDOW_BYTES);
  return zipHasWordPart(bytes.subarray(0, window), bytes.subarray(bytes.length - window))
    ? 'docx'
    : undefined;
}
