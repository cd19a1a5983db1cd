import type { PersonExport } from '@bytecraft/contracts/people';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ObjectStorage } from '../uploads/object-storage';
import type { PersonResume } from './people.service';

/** Where a resume sits in the ZIP: `resumes/<kind>-<recordId>-<fileName>`, one folder deep. */
export const resumeEntryName = ({ kind, recordId, location }: PersonResume) =>
  `resumes/${kind}-${recordId}-${location.fileName.replace(/[/\\]/g, '_')}`;

/**
 * The export ZIP as it is written: `person.json` first, then each resume streamed from the
 * bucket only when the ZIP reaches it, so neither the resumes nor the archive sit in memory.
 */
export function personExportZip(
  person: PersonExport,
  resumes: PersonResume[],
  storage: ObjectStorage,
): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(person, null, 2)}\n`), 'person.json');
  for (const resume of resumes) {
    zip.addReadStreamLazy(resumeEntryName(resume), (done) => {
      storage.read(resume.location.key).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A resume that cannot be read ends the download with an error, never a ZIP that looks whole.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
