import { resumeLocation } from './resume-location';

const pdf = {
  key: 'resumes/0b6c1f1e-5d1c-4a57-9a37-2c8e6c1e0a11.pdf',
  contentType: 'application/pdf',
};

describe('resumeLocation', () => {
  it("names the download after the applicant with the stored object's extension", () => {
    expect(resumeLocation('Priya Nair', pdf)).toEqual({
      key: pdf.key,
      contentType: 'application/pdf',
      fileName: 'Priya Nair - resume.pdf',
    });
    expect(
      resumeLocation('Rohan Das', { key: 'resumes/x.DOCX', contentType: 'application/x' }).fileName,
    ).toBe('Rohan Das - resume.docx');
  });

  it('keeps letters of every script and drops what a file name or header cannot hold', () => {
    expect(resumeLocation('José Ñúñez 李', pdf).fileName).toBe('José Ñúñez 李 - resume.pdf');
    expect(resumeLocation('Priya/Nair: "CV" <final>?*|\\', pdf).fileName).toBe(
      'Priya Nair CV final - resume.pdf',
    );
    expect(resumeLocation('Evil\r\nSet-Cookie: x=1', pdf).fileName).toBe(
      'Evil Set-Cookie x=1 - resume.pdf',
    );
    // A right-to-left override would show 'Mallory fdp.exe' as 'Mallory exe.pdf'.
    expect(resumeLocation('Mallory\u202Efdp.exe', pdf).fileName).toBe(
      'Mallory fdp.exe - resume.pdf',
    );
    expect(resumeLocation('..hidden..', pdf).fileName).toBe('hidden - resume.pdf');
  });

  it('falls back to a neutral name, and leaves out an extension the key does not have', () => {
    expect(resumeLocation(' / ', pdf).fileName).toBe('Applicant - resume.pdf');
    expect(
      resumeLocation('Priya Nair', { key: 'resumes/no-extension', contentType: 'x' }).fileName,
    ).toBe('Priya Nair - resume');
  });
});
