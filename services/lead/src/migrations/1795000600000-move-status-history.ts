import {
  moveStatusHistory,
  restoreStatusHistory,
} from '@bytecraft/service-runtime/records/status-history';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A record's status changes join the rest of its activity: one history table. */
export class MoveStatusHistory1795000600000 implements MigrationInterface {
  name = 'MoveStatusHistory1795000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await moveStatusHistory(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await restoreStatusHistory(queryRunner);
  }
}
