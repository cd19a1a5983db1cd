import {
  inboundRpc,
  visitorReplyMailId,
  type RecordMatch,
  type RecordMatchRequest,
  type VisitorReply,
  type VisitorReplyAdded,
} from '@bytecraft/contracts/inbound';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { RECORD_KINDS, type RecordKind, type WorkedKind } from '@bytecraft/contracts/records';
import { VISITOR_ACTOR_ID } from '@bytecraft/contracts/records/base';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { getQueueToken } from '@nestjs/bullmq';
import { Controller, type Provider, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { UnrecoverableError, type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { EntityManager, QueryRunner } from 'typeorm';
import { z } from 'zod';
import { migrationOverTables } from '../database/shared-migration';
import { OnJob } from '../jobs/on-job';
import { DEFAULT_JOB_OPTIONS } from '../queues/job-options';
import { StaffEvents } from '../staff-events/staff-events';
import {
  ActivityEntryRow,
  typeCheck,
  VISITOR_TYPES,
  WORK_TYPES,
  type ActivityRowData,
} from './activity-entry.entity';
import { OwnedRecords } from './records.module';
import type { WorkedRecords, WorkedRow } from './worked-records';
import { addVisitorReplyColumn, dropVisitorReplyColumn, notClosed } from './work-columns';

/** What `match` is asked, checked again here: the transport is a boundary too. */
const matchRequestSchema = z.union([
  z.strictObject({ recordId: z.string().regex(UUID_PATTERN) }),
  z.strictObject({ email: z.email().max(254) }),
]);

/** The record a request names, or the newest open one of an address, in one kind's table. */
async function matchIn(
  records: WorkedRecords<WorkedRow, unknown>,
  request: RecordMatchRequest,
): Promise<RecordMatch | null> {
  const rows = records.repository.createQueryBuilder('r').select(['r.id', 'r.createdAt']);
  if ('recordId' in request) rows.where('r.id = :id', { id: request.recordId });
  else {
    rows
      .where('lower(r.email) = :email', { email: request.email.toLowerCase() })
      .andWhere(notClosed(records.kind, 'r'))
      .orderBy('r."createdAt"', 'DESC')
      .limit(1);
  }
  const row = await rows.getOne();
  return row
    ? { kind: records.kind as WorkedKind, recordId: row.id, createdAt: row.createdAt.toISOString() }
    : null;
}

/**
 * A visitor's mailed answers to the records a service owns: the notification service asks
 * which record a message answers (`match`), then queues the answer for the owning service,
 * which adds it to the record's activity once, however often its job runs (the received
 * message's id is the entry's), makes the record wait on us again, reopens it where its kind
 * says so, and hands the answer to the gateway to mail the record's owner.
 */
export class VisitorReplies {
  constructor(
    private readonly owned: OwnedRecords,
    private readonly events: StaffEvents,
    private readonly gateway: Queue,
  ) {}

  /** The record a Message-ID we sent names, else the newest open record of the address. */
  async match(request: RecordMatchRequest): Promise<RecordMatch | null> {
    const found = await Promise.all(this.owned.worked.map((records) => matchIn(records, request)));
    return (
      found
        .filter((match): match is RecordMatch => match !== null)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0] ?? null
    );
  }

  /**
   * Adds the answer to the record's activity and marks the record waiting on us since the
   * first answer staff have not replied to; a closed record whose kind names a status to reopen
   * to moves there, by the visitor, in the same transaction, so only the run that adds the
   * answer reopens it. The owner's mail is handed over on every run, as one job and one mail
   * per message: a run that added the answer and stopped before handing it over is made good
   * by the next. A record erased since it was matched fails the job for good: it stays in the
   * failed set for an operator, never silently dropped.
   */
  @OnJob(JobName.VisitorReplied)
  async received(reply: VisitorReply): Promise<'added' | 'already-added'> {
    const records = this.owned.workedOf(reply.kind);
    let added = false;
    let reopened: { from: string; to: string } | undefined;
    let ownerId: string | null = null;
    const record = await records.update(reply.recordId, async (manager, row) => {
      ownerId = row.ownerId;
      const data: ActivityRowData['visitor-reply'] = {
        from: reply.from,
        subject: reply.subject,
        text: reply.text,
      };
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ActivityEntryRow)
        .values({
          id: reply.inboundId,
          kind: reply.kind,
          recordId: reply.recordId,
          type: 'visitor-reply',
          at: new Date(reply.receivedAt),
          data,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      added = (inserted.raw as unknown[]).length > 0;
      if (!added) return;
      if (row.visitorReplyAt === null) {
        // Their answer starts the next clock: how the last promise ended is no longer news.
        await manager.update(records.repository.target, { id: row.id }, {
          visitorReplyAt: new Date(reply.receivedAt),
          lastPromise: null,
        } as never);
      }
      reopened = reopening(reply.kind, (row as { status?: string }).status);
      if (reopened) {
        await manager.update(records.repository.target, { id: row.id }, {
          status: reopened.to,
        } as never);
        await manager.insert(ActivityEntryRow, {
          id: randomUUID(),
          kind: reply.kind,
          recordId: reply.recordId,
          type: 'status',
          actorId: VISITOR_ACTOR_ID,
          data: reopened,
        });
      }
    });
    if (!record) {
      throw new UnrecoverableError(`No ${reply.kind} record ${reply.recordId} to add the reply to`);
    }
    if (added) {
      await this.events.publish({ type: 'visitor.replied', kind: reply.kind, id: reply.recordId });
    }
    if (reopened) {
      await this.events.publish({
        type: 'status.changed',
        kind: reply.kind,
        id: reply.recordId,
        ...reopened,
        actorId: VISITOR_ACTOR_ID,
      });
    }
    const { kind, recordId, inboundId } = reply;
    const handed: VisitorReplyAdded = { kind, recordId, inboundId, ownerId };
    await this.gateway.add(JobName.VisitorReplyAdded, handed, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: visitorReplyMailId(reply.inboundId),
    });
    return added ? 'added' : 'already-added';
  }
}

/** Where a visitor's answer moves a record of the kind in `status`: nowhere unless closed. */
function reopening(kind: WorkedKind, status: string | undefined) {
  const work = RECORD_KINDS[kind].work;
  if (!work?.reopensTo || status === undefined || !work.closedStatuses.includes(status)) return;
  return { from: status, to: work.reopensTo };
}

/**
 * Deletes the answers an address mailed from the records they went to that erasing its own
 * records leaves (a colleague answering in the thread, a mail staff attached to a record of
 * another address), in the erasure's transaction. A record that waited on us since one of them
 * waits since the next answer left, or no longer. Returns how many went.
 */
export async function eraseVisitorReplies(
  manager: EntityManager,
  worked: WorkedRecords<WorkedRow, unknown>[],
  email: string,
): Promise<number> {
  const erased = await manager
    .createQueryBuilder()
    .delete()
    .from(ActivityEntryRow)
    .where(`"type" = 'visitor-reply' AND lower("data"->>'from') = :email`, { email })
    .returning(['recordId'])
    .execute();
  const recordIds = [...new Set((erased.raw as { recordId: string }[]).map((row) => row.recordId))];
  if (recordIds.length === 0) return 0;
  for (const records of worked) {
    await manager.query(
      `UPDATE "${records.repository.metadata.tableName}" r
          SET "visitorReplyAt" = (
            SELECT min(a."at") FROM activity_entries a
             WHERE a."recordId" = r.id AND a."type" = 'visitor-reply' AND a."at" >= r."visitorReplyAt")
        WHERE r.id = ANY($1::uuid[]) AND r."visitorReplyAt" IS NOT NULL`,
      [recordIds],
    );
    await records.settleDueTimes(manager, recordIds);
  }
  return (erased.raw as unknown[]).length;
}

/**
 * A record service's VisitorReplies over the kinds it works, and the controller answering its
 * match pattern (`inboundRpc.match`). The service's queue worker hands VisitorReplies its
 * visitor-reply jobs (add it to the worker's JobHandlers).
 */
export function visitorRepliesFor(service: ServiceName): {
  providers: Provider[];
  controller: Type;
} {
  @Controller()
  class VisitorRepliesController {
    constructor(private readonly replies: VisitorReplies) {}

    @MessagePattern(inboundRpc.match(service))
    match(@Payload() request: unknown) {
      return this.replies.match(matchRequestSchema.parse(request));
    }
  }

  return {
    providers: [
      {
        provide: VisitorReplies,
        inject: [OwnedRecords, StaffEvents, getQueueToken(QueueName.StaffAnswers)],
        useFactory: (owned: OwnedRecords, events: StaffEvents, gateway: Queue) =>
          new VisitorReplies(owned, events, gateway),
      },
    ],
    controller: VisitorRepliesController,
  };
}

const typesWith = (visitor: readonly string[]) => ['status', ...WORK_TYPES, ...visitor];
const quoted = (types: readonly string[]) => types.map((type) => `'${type}'`).join(', ');

/** Every entry names who did it, staff or, on an entry of these types, the visitor. */
async function actorCheck(queryRunner: QueryRunner, visitors: string): Promise<void> {
  await queryRunner.query(
    `ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_actor_check"`,
  );
  await queryRunner.query(
    `ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_actor_check"
      CHECK (${visitors}"actorId" IS NOT NULL OR "actorEmail" IS NOT NULL)`,
  );
}

async function typesAre(queryRunner: QueryRunner, types: string[]): Promise<void> {
  await queryRunner.query(
    `ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_type_check"`,
  );
  await queryRunner.query(
    `ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_type_check" ${typeCheck(types)}`,
  );
}

/**
 * The migration that lets visitors' answers into a service's records: the column that makes a
 * record wait on us again, on each worked table (named with its kind), and the activity's new
 * entry type.
 */
export const AddVisitorReplies = migrationOverTables<Record<string, RecordKind>>(
  async (queryRunner, tables) => {
    for (const [table, kind] of Object.entries(tables)) {
      await addVisitorReplyColumn(queryRunner, table, kind);
    }
    await typesAre(queryRunner, typesWith(VISITOR_TYPES));
    await actorCheck(queryRunner, `"type" IN (${quoted(VISITOR_TYPES)}) OR `);
  },
  async (queryRunner, tables) => {
    await queryRunner.query(
      `DELETE FROM "activity_entries" WHERE "type" IN (${quoted(VISITOR_TYPES)})`,
    );
    await actorCheck(queryRunner, '');
    await typesAre(queryRunner, typesWith([]));
    for (const [table, kind] of Object.entries(tables)) {
      await dropVisitorReplyColumn(queryRunner, table, kind);
    }
  },
);
