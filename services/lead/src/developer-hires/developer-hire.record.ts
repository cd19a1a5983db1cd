import type { DeveloperHireRecord } from '@bytecraft/contracts/kinds/developer-hire';
import type { DeveloperHire } from './developer-hire.entity';
import { recordWith } from '@bytecraft/service-runtime/records/record-columns';

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
