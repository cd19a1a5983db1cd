import { PeriodicPass } from '@bytecraft/service-runtime/service/periodic-pass';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The advisory lock one purge holds, so replicas do not delete the same rows side by side. */
export const PURGE_LOCK = 7_950_027;
/** Rows deleted per statement: each stays well inside the pool's statement timeout. */
const PURGE_BATCH = 10_000;

/**
 * Deletes audit rows older than AUDIT_RETENTION_DAYS, at start and then daily on every replica;
 * the replica that gets the lock purges, the others find it taken and skip that pass.
 */
@Injectable()
export class AuditRetention extends PeriodicPass {
  protected readonly logger = new Logger(AuditRetention.name);
  private readonly retentionMs: number;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super({ everyMs: DAY_MS, atStart: true, failure: 'Audit purge failed, tried again tomorrow' });
    this.retentionMs = config.AUDIT_RETENTION_DAYS * DAY_MS;
  }

  protected pass() {
    return this.purge();
  }

  /**
   * One pass; `now` lets a test move the clock. Returns how many rows it deleted, or null when
   * another replica holds the lock.
   */
  async purge(now = new Date()): Promise<number | null> {
    const before = new Date(now.getTime() - this.retentionMs);
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [
        PURGE_LOCK,
      ])) as [{ locked: boolean }];
      if (!locked) return null;
      try {
        let deleted = 0;
        for (;;) {
          const [, count] = (await runner.query(
            `DELETE FROM "audit_log" WHERE "id" IN (
               SELECT "id" FROM "audit_log" WHERE "at" < $1 LIMIT ${PURGE_BATCH})`,
            [before],
          )) as [unknown, number];
          deleted += count;
          if (count < PURGE_BATCH) return deleted;
        }
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [PURGE_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }
}
