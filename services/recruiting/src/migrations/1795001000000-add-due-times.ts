import { AddDueTimes } from '@bytecraft/service-runtime/records/due-times';

/** Each application and question carries when our next answer to it is due. */
export class AddDueTimes1795001000000 extends AddDueTimes {
  override readonly tables = [
    'job_applications',
    'internship_applications',
    'internship_questions',
  ];
}
