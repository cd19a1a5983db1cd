import { zipInflatesTooFar } from './zip-bomb';

/** The document kinds a resume may be, told apart by their first bytes, not their names. */
export type ResumeKind = 'pdf' | 'doc' | 'docx';

const PDF = Buffer.from('%PDF-');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * What the file really is, or undefined. A .docx is a zip holding a `word/` part; any other zip
 * (or an executable renamed to cv.pdf) is refused.
 */
export function detectResumeKind(content: Buffer): ResumeKind | undefined {
  if (content.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (content.subarray(0, OLE.length).equals(OLE)) return 'doc';
  if (content.subarray(0, ZIP.length).equals(ZIP) && content.includes('word/')) {
    // A zip bomb renamed cv.docx names word/ too: its announced sizes give it away.
    const window = 64 * 1024;
    const ends = [content.subarray(0, window), content.subarray(-window)] as const;
    return zipInflatesTooFar(...ends) ? undefined : 'docx';
  }
  return undefined;
}
