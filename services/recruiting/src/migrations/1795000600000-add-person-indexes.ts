import { AddPersonIndexes } from '@bytecraft/service-runtime/people/person-rows';

/**
 * A person's applications and questions (for the person view, the export and the erasure) are
 * found by their address lower-cased, from an index of it rather than a scan of every row.
 */
export class AddPersonIndexes1795000600000 extends AddPersonIndexes {
  override readonly tables = [
    'job_applications',
    'internship_applications',
    'internship_questions',
  ];
}
