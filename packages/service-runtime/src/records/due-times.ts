import {
  AT_RISK_SHARE,
  firstResponseHours,
  PRIORITIES,
  type Priority,
} from '@bytecraft/contracts/records/due';
import { kindOf, type WorkedKind } from '@bytecraft/contracts/records';
import type { Provider } from '@nestjs/common';
import type { QueryRunner } from 'typeorm';
import { migrationOverTables } from '../database/shared-migration';
import { PRIORITY_TYPES, typeCheck, VISITOR_TYPES, WORK_TYPES } from './activity-entry.entity';
import { businessHoursOf, type BusinessHours, type BusinessHoursConfig } from './business-hours';
import { addDueColumns, dropDueColumns } from './work-columns';

/** What a record's due times are computed from. */
export interface DueInputs {
  status?: unknown;
  createdAt: Date;
  firstReplyAt: Date | null;
  visitorReplyAt: Date | null;
  /** The priority staff set; absent or null, its kind's. */
  priority?: Priority | null;
}

export interface DueTimesOf {
  dueAt: Date | null;
  atRiskAt: Date | null;
}

const NOTHING_DUE: DueTimesOf = { dueAt: null, atRiskAt: null };

/**
 * When a worked record's next answer is due, by its kind's policy: the first from its
 * submission until staff reply (within its priority's first response, its kind's unless staff
 * set one), then the next from the visitor's mailed answer until staff
 * reply again; nothing once closed. Counted on the calendar or in business hours, as the policy
 * says. Its clock (`now`) is what lists compare due times with; tests set it.
 */
export class DueTimes {
  now: () => Date = () => new Date();

  constructor(private hours: BusinessHours) {}

  /** Counts from now on in these hours: an admin set them (`BusinessHoursSettings`). */
  use(hours: BusinessHours): void {
    this.hours = hours;
  }

  of(kind: WorkedKind, row: DueInputs): DueTimesOf {
    const { closedStatuses, due } = kindOf(kind).work;
    if ((closedStatuses as readonly unknown[]).includes(row.status)) return NOTHING_DUE;
    let from: Date;
    let hours: number;
    if (row.firstReplyAt === null)
      [from, hours] = [row.createdAt, firstResponseHours(due, row.priority ?? undefined)];
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

/** The activity's entry types before and after priorities are kept. */
const TYPES_BEFORE = ['status', ...WORK_TYPES, ...VISITOR_TYPES];
const TYPES_WITH_PRIORITY = [...TYPES_BEFORE, ...PRIORITY_TYPES];

async function activityTypesAre(queryRunner: QueryRunner, types: string[]): Promise<void> {
  await queryRunner.query(
    `ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_type_check"`,
  );
  await queryRunner.query(
    `ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_type_check" ${typeCheck(types)}`,
  );
}

/**
 * Lets staff set a worked record's priority: the column on each of `tables` (null keeps its
 * kind's), and the activity's entry of a change.
 */
export async function addPriority(queryRunner: QueryRunner, tables: readonly string[]) {
  for (const table of tables) {
    await queryRunner.query(
      `ALTER TABLE "${table}" ADD "priority" varchar(10)
         CHECK ("priority" IN (${PRIORITIES.map((p) => `'${p}'`).join(', ')}))`,
    );
  }
  await activityTypesAre(queryRunner, TYPES_WITH_PRIORITY);
}

/** The migration of `addPriority` over a service's worked tables. */
export const AddPriority = migrationOverTables<readonly string[]>(
  addPriority,
  async (queryRunner, tables) => {
    await queryRunner.query(`DELETE FROM "activity_entries" WHERE "type" IN ('priority')`);
    await activityTypesAre(queryRunner, TYPES_BEFORE);
    for (const table of tables) await queryRunner.query(`ALTER TABLE "${table}" DROP "priority"`);
  },
);
