import { developerHire, type DeveloperHireRecord } from '@bytecraft/contracts/kinds/developer-hire';
import { recordOf } from '@bytecraft/service-runtime/records/record-columns';
import type { DeveloperHire } from './developer-hire.entity';

const toRecord = recordOf(developerHire);

/** A developer-hire request as staff read it. */
export const toDeveloperHireRecord = (row: DeveloperHire): DeveloperHireRecord => toRecord(row);
