import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import {
  staffIdMappingSchema,
  staffRpc,
  type StaffIdsMapped,
} from '@bytecraft/contracts/staff-rpc';
import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource, type QueryRunner } from 'typeorm';
import { sharedMigration } from '../database/shared-migration';

// Staff were first named in `activity_entries` by their address (`actor`, and a held reply's
// decision `hold.by`); they are now named by their account's id. A service cannot map an
// address to an account itself (accounts live in the gateway's database), so its migration
// keeps each old address beside an empty id, and the gateway sends the mapping
// (`mapStaffIds`).

/** The id column beside the old address, which is kept only until the gateway maps it. */
export async function nameStaffById(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`ALTER TABLE "activity_entries" RENAME COLUMN "actor" TO "actorEmail"`);
  await queryRunner.query(`ALTER TABLE "activity_entries" ALTER COLUMN "actorEmail" DROP NOT NULL`);
  await queryRunner.query(`ALTER TABLE "activity_entries" ADD COLUMN "actorId" uuid`);
  await queryRunner.query(`
    ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_actor_check"
      CHECK ("actorId" IS NOT NULL OR "actorEmail" IS NOT NULL)`);
  // The entries still to map, found without reading the table: empty once they are mapped.
  await queryRunner.query(`
    CREATE INDEX "activity_entries_unmapped" ON "activity_entries" ("id")
     WHERE "actorId" IS NULL`);
}

/**
 * The way back: one `actor` column again. An entry written or mapped since names its staff
 * member by the id, as text: the service knows no address for it.
 */
export async function nameStaffByEmail(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`DROP INDEX "activity_entries_unmapped"`);
  await queryRunner.query(
    `ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_actor_check"`,
  );
  await queryRunner.query(`
    UPDATE "activity_entries" SET "actorEmail" = "actorId"::text WHERE "actorEmail" IS NULL`);
  await queryRunner.query(`
    UPDATE "activity_entries"
       SET "data" = jsonb_set("data" #- '{hold,actorId}', '{hold,by}', "data"->'hold'->'actorId')
     WHERE "data"->'hold' ? 'actorId'`);
  await queryRunner.query(`ALTER TABLE "activity_entries" DROP COLUMN "actorId"`);
  await queryRunner.query(`ALTER TABLE "activity_entries" ALTER COLUMN "actorEmail" SET NOT NULL`);
  await queryRunner.query(`ALTER TABLE "activity_entries" RENAME COLUMN "actorEmail" TO "actor"`);
}

/**
 * The migration that names staff by id in a service's activity; each owning service names its
 * own (`class NameStaffById1795000700000 extends NameStaffById {}`).
 */
export const NameStaffById = sharedMigration(nameStaffById, nameStaffByEmail);

/**
 * Names every entry still named by address (and its held reply's decision) by the account that
 * has that address, `accounts` being every account's id by its lower-cased address; an address
 * no account has is named UNKNOWN_STAFF_ID. Either way the address goes: an account made later
 * with an old address must not become the author of what its former holder did. Entries are
 * mapped once: a second mapping finds none left. A visitor's entry names no staff member, by
 * address or id, and is left as it is.
 */
export async function mapStaffIds(
  db: DataSource,
  accounts: Record<string, string>,
): Promise<StaffIdsMapped> {
  const idOf = (email: string) =>
    `coalesce(($1::jsonb ->> lower(${email}))::uuid, '${UNKNOWN_STAFF_ID}')`;
  const [{ mapped, unknown }] = await db.query<[StaffIdsMapped]>(
    `WITH done AS (
       UPDATE "activity_entries" SET
         "actorId" = ${idOf(`"actorEmail"`)},
         "actorEmail" = NULL,
         "data" = CASE WHEN "data"->'hold' ? 'by'
           THEN jsonb_set("data" #- '{hold,by}', '{hold,actorId}',
                          to_jsonb(${idOf(`"data"->'hold'->>'by'`)}))
           ELSE "data" END
        WHERE "actorId" IS NULL AND "actorEmail" IS NOT NULL
       RETURNING "actorId"
     )
     SELECT count(*) FILTER (WHERE "actorId" <> '${UNKNOWN_STAFF_ID}')::int AS mapped,
            count(*) FILTER (WHERE "actorId" = '${UNKNOWN_STAFF_ID}')::int AS unknown
       FROM done`,
    [JSON.stringify(accounts)],
  );
  return { mapped, unknown };
}

/** The base of the controller of `mapStaffIds` of a service that works records. */
export function staffIdsController(service: ServiceName) {
  @Controller()
  class StaffIdsController {
    constructor(@Inject(DataSource) readonly db: DataSource) {}

    @MessagePattern(staffRpc.mapStaffIds(service))
    map(@Payload() request: unknown): Promise<StaffIdsMapped> {
      return mapStaffIds(this.db, staffIdMappingSchema.parse(request).accounts);
    }
  }
  return StaffIdsController;
}
