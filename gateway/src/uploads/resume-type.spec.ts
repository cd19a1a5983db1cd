import { detectResumeKind } from './resume-type';

describe('detectResumeKind', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'pdf'],
    [
      'a Word 97 document',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'doc',
    ],
    [
      'a Word 2007 document',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('....word/document.xml')]),
      'docx',
    ],
    ['an ELF executable', Buffer.from('\x7fELF\x02\x01\x01'), undefined],
    ['a Windows executable', Buffer.from('MZ\x90\x00'), undefined],
    [
      'a zip that is not a document',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('....photos/cat.jpg')]),
      undefined,
    ],
    ['plain text', Buffer.from('I am a PDF, trust me'), undefined],
  ])('recognises %s', (_name, content, kind) => {
    expect(detectResumeKind(content)).toBe(kind);
  });
});
