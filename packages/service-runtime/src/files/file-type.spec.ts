import { attachmentKind } from './file-type';

/** A zip's first local file header naming `name`, as a writer puts it first. */
const zipNaming = (name: string) => {
  const header = Buffer.alloc(30);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(header);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.alloc(64)]);
};

describe('attachmentKind', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'pdf'],
    ['a Word 97 document', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'doc'],
    ['a Word document', zipNaming('word/document.xml'), 'docx'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]), 'jpeg'],
    ['a GIF', Buffer.from('GIF89a...'), 'gif'],
    ['a zip of anything else', zipNaming('setup.exe'), undefined],
    [
      'a Windows executable named invoice.pdf',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
      undefined,
    ],
    ['an ELF executable', Buffer.from('\x7fELF\x02\x01\x01\x00'), undefined],
    ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n'), undefined],
    ['an empty file', Buffer.alloc(0), undefined],
  ])('tells %s by its bytes', (_name, bytes, kind) => {
    expect(attachmentKind(bytes)).toBe(kind);
  });
});
