import { AddLastPromise } from '@bytecraft/service-runtime/records/sla/last-promise';

/** An application or question carries how its last answered promise ended, for the console's lists. */
export class AddLastPromise1795001400000 extends AddLastPromise {
  override readonly tables = [
    'job_applications',
    'internship_applications',
    'internship_questions',
  ];
}
