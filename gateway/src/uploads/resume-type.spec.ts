import { randomBytes } from 'node:crypto';
import { files } from '@bytecraft/testing/factories';
import { zipOf } from '@bytecraft/testing/zip';
import {
  resumeFamily,
  ZIP_WINDOW_BYTES,
  zipHasWordPart,
} from '@bytecraft/service-runtime/files/file-type';

/** What the gateway sees of a file: its first and last ZIP_WINDOW_BYTES. */
const ends = (content: Buffer): [Buffer, Buffer] => [
  content.subarray(0, ZIP_WINDOW_BYTES),
  content.subarray(Math.max(0, content.length - ZIP_WINDOW_BYTES)),
];

describe('resumeFamily', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'pdf'],
    ['a Word 97 document', files.doc(), 'doc'],
    ['a zip', files.docx(), 'zip'],
    ['an ELF executable', files.executable(), undefined],
    ['a Windows executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), undefined],
    ['plain text', Buffer.from('I am a PDF, trust me'), undefined],
    ['a file shorter than any signature', Buffer.from('%P'), undefined],
  ])('tells %s by its first bytes', (_name, content, family) => {
    expect(resumeFamily(content)).toBe(family);
  });
});

describe('zipHasWordPart', () => {
  it('finds word/ among the first local file headers, as Word writes them', () => {
    expect(zipHasWordPart(...ends(files.docx()))).toBe(true);
  });

  it('finds word/ in the central directory when the entries before it fill the first 64 KB', () => {
    const docx = zipOf([
      ['docProps/thumbnail.jpeg', randomBytes(3 * ZIP_WINDOW_BYTES)],
      ['word/document.xml', '<w:document/>'],
    ]);
    const [head, tail] = ends(docx);
    expect(head.includes('word/')).toBe(false);
    expect(zipHasWordPart(head, tail)).toBe(true);
  });

  it.each([
    ['a zip of photos', zipOf([['photos/cat.jpg', randomBytes(1000)]])],
    ['word/ only inside an entry', zipOf([['notes.txt', 'see word/document.xml']])],
    ['word/ inside another name', zipOf([['myword/document.xml', '<w:document/>']])],
    [
      'the bytes PK\\x03\\x04 and word/ with no header between them',
      Buffer.concat([
        Buffer.from('PK\x03\x04'),
        Buffer.alloc(64),
        Buffer.from('word/document.xml'),
      ]),
    ],
  ])('refuses %s', (_name, content) => {
    expect(zipHasWordPart(...ends(content))).toBe(false);
  });
});
