import type { ResumeLocation } from '@bytecraft/contracts/staff-rpc';

/**
 * Control and format characters (a right-to-left override can disguise an extension) and the
 * characters file systems or a Content-Disposition header do not take as they are.
 */
const UNSAFE = /[\p{Cc}\p{Cf}"*/:<>?\\|]/gu;

/**
 * Where a stored resume is and what to call it when staff download it: after the applicant
 * ('Priya Nair - resume.pdf'), not the name on the applicant's disk, with the extension of the
 * stored object, which the gateway chose from the file's content.
 */
export function resumeLocation(
  applicant: string,
  file: { key: string; contentType: string },
): ResumeLocation {
  const name =
    applicant
      .replace(UNSAFE, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '') || 'Applicant';
  const extension = /\.([a-z0-9]{1,10})$/i.exec(file.key)?.[1]?.toLowerCase();
  return {
    key: file.key,
    contentType: file.contentType,
    fileName: extension ? `${name} - resume.${extension}` : `${name} - resume`,
  };
}
