import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { slaBreachDeliveryId, type SlaBreach } from '@bytecraft/contracts/records/sla';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { getQueueToken } from '@nestjs/bullmq';
import { Logger, type Provider } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { DEFAULT_JOB_OPTIONS } from '../../queues/job-options';
import { PeriodicPass } from '../../service/periodic-pass';
import { DueTimes } from '../due-times';
import { OwnedRecords } from '../records.module';
import type { SlaEventRow } from './sla-event.entity';
import { recordBreaches } from './sla-events';

/** `SLA_CHECK_SECONDS`: how often each replica looks for promises past due. */
export const slaEnv = {
  SLA_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
};

/** How many breaches one transaction hands over. */
const HAND_OVER_BATCH = 100;

type Breached = Pick<SlaEventRow, 'id' | 'kind' | 'recordId' | 'clock' | 'dueAt' | 'ownerId'>;

/**
 * Watches the promises of a service's worked records: every SLA_CHECK_SECONDS it records a
 * breach of each record past its due time (at the due times' clock), then hands each breach to
 * the gateway to mail its owner. Every replica watches: recording is once per promise by the
 * table's unique index, and a breach is handed over by one replica (its row locked and marked in
 * the transaction that queues it) as one job named after it, so no schedule has to be shared.
 * A pass that fails is logged; the next one finds what it left.
 */
export class SlaWatch extends PeriodicPass {
  protected readonly logger = new Logger(SlaWatch.name);

  constructor(
    private readonly db: DataSource,
    private readonly owned: OwnedRecords,
    private readonly due: DueTimes,
    private readonly queue: Queue,
    everyMs: number,
  ) {
    super({ everyMs, atStart: false, failure: 'SLA check failed, the next one tries again' });
  }

  protected pass() {
    return this.check();
  }

  /** One pass: the breaches it recorded and those it handed over to be mailed. */
  async check(): Promise<{ recorded: number; handedOver: number }> {
    const now = this.due.now();
    let recorded = 0;
    for (const records of this.owned.worked) {
      const table = records.repository.metadata.tableName;
      recorded += await recordBreaches(this.db, records.kind, table, now);
    }
    let handedOver = 0;
    for (let batch = await this.handOver(); batch > 0; batch = await this.handOver()) {
      handedOver += batch;
    }
    return { recorded, handedOver };
  }

  /**
   * Queues one batch of breaches still to mail, marked in the transaction that queues them: if
   * queueing fails they stay to hand over, and a breach queued twice is one job (its id).
   */
  private handOver(): Promise<number> {
    return this.db.transaction(async (manager) => {
      // An UPDATE answers its rows and how many it changed.
      const [rows] = await manager.query<[Breached[], number]>(
        `UPDATE "sla_events" SET "notifiedAt" = now()
          WHERE "id" IN (
            SELECT "id" FROM "sla_events"
             WHERE "mail" AND "notifiedAt" IS NULL AND "answeredAt" IS NULL
             ORDER BY "recordedAt" LIMIT ${HAND_OVER_BATCH}
             FOR UPDATE SKIP LOCKED)
          RETURNING "id", "kind", "recordId", "clock", "dueAt", "ownerId"`,
      );
      await this.queue.addBulk(
        rows.map((row) => {
          const breach: SlaBreach = {
            eventId: row.id,
            kind: row.kind as WorkedKind,
            recordId: row.recordId,
            clock: row.clock,
            dueAt: new Date(row.dueAt).toISOString(),
            ownerId: row.ownerId,
          };
          return {
            name: JobName.SlaBreached,
            data: breach,
            opts: { ...DEFAULT_JOB_OPTIONS, jobId: slaBreachDeliveryId(row.id) },
          };
        }),
      );
      return rows.length;
    });
  }
}

/** The SlaWatch of a service that works records, checking as often as configured. */
export const slaWatchProvider = (config: { SLA_CHECK_SECONDS: number }): Provider => ({
  provide: SlaWatch,
  inject: [DataSource, OwnedRecords, DueTimes, getQueueToken(QueueName.Sla)],
  useFactory: (db: DataSource, owned: OwnedRecords, due: DueTimes, queue: Queue) =>
    new SlaWatch(db, owned, due, queue, config.SLA_CHECK_SECONDS * 1000),
});
