import { AT_RISK_SHARE, firstResponseHours } from '@bytecraft/contracts/records/due';
import { kindOf, type WorkedKind } from '@bytecraft/contracts/records';
import type { Provider } from '@nestjs/common';
import { migrationOverTables } from '../database/shared-migration';
import { businessHoursOf, type BusinessHours, type BusinessHoursConfig } from './business-hours';
import { addDueColumns, dropDueColumns } from './work-columns';

/** What a record's due times are computed from. */
export interface DueInputs {
  status?: unknown;
  createdAt: Date;
  firstReplyAt: Date | null;
  visitorReplyAt: Date | null;
}

export interface DueTimesOf {
  dueAt: Date | null;
  atRiskAt: Date | null;
}

const NOTHING_DUE: DueTimesOf = { dueAt: null, atRiskAt: null };

/**
 * When a worked record's next answer is due, by its kind's policy: the first from its
 * submission until staff reply, then the next from the visitor's mailed answer until staff
 * reply again; nothing once closed. Counted on the calendar or in business hours, as the policy
 * says. Its clock (`now`) is what lists compare due times with; tests set it.
 */
export class DueTimes {
  now: () => Date = () => new Date();

  constructor(private readonly hours: BusinessHours) {}

  of(kind: WorkedKind, row: DueInputs): DueTimesOf {
    const { closedStatuses, due } = kindOf(kind).work;
    if ((closedStatuses as readonly unknown[]).includes(row.status)) return NOTHING_DUE;
    let from: Date;
    let hours: number;
    if (row.firstReplyAt === null) [from, hours] = [row.createdAt, firstResponseHours(due)];
    else if (row.visitorReplyAt !== null)
      [from, hours] = [row.visitorReplyAt, due.nextResponseHours];
    else return NOTHING_DUE;
    const after = (span: number) =>
      due.businessHours ? this.hours.add(from, span) : new Date(from.getTime() + span * 3_600_000);
    return { dueAt: after(hours), atRiskAt: after(hours * AT_RISK_SHARE) };
  }
}

/** The DueTimes of a service that works records, over its configured business hours. */
export const dueTimesProvider = (config: BusinessHoursConfig): Provider => ({
  provide: DueTimes,
  useFactory: () => new DueTimes(businessHoursOf(config)),
});

/**
 * The migration that gives a service's worked records their due times: the columns and their
 * index on each worked table. The service fills the rows already waiting when it starts
 * (`WorkedRecords.fillDueTimes`), since their times depend on its configured business hours.
 */
export const AddDueTimes = migrationOverTables<readonly string[]>(
  async (queryRunner, tables) => {
    for (const table of tables) await addDueColumns(queryRunner, table);
  },
  async (queryRunner, tables) => {
    for (const table of tables) await dropDueColumns(queryRunner, table);
  },
);
