import { AddPriority } from '@bytecraft/service-runtime/records/due-times';

/** Staff may set an application's or question's priority, which selects its first answer's due time. */
export class AddPriority1795001200000 extends AddPriority {
  override readonly tables = [
    'job_applications',
    'internship_applications',
    'internship_questions',
  ];
}
