import type { DeveloperHireRecord } from '@bytecraft/contracts/kinds/developer-hire';
import { recordWith } from '@bytecraft/service-runtime/records/record-columns';
import type { DeveloperHire } from './developer-hire.entity';

/** A developer-hire request as staff read it. */
export const toDeveloperHireRecord = (row: DeveloperHire): DeveloperHireRecord =>
  recordWith(row, [
    'company',
    'projectType',
    'budget',
    'timeline',
    'message',
    'developerId',
    'status',
  ]);
