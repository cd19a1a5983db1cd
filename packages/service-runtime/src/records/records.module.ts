import {
  bulkIdsSchema,
  bulkOwnerSchema,
  followUpChangeSchema,
  noteSchema,
  ownerChangeSchema,
  replySchema,
  type Workload,
} from '@bytecraft/contracts/record-work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  countsQuerySchema,
  exportBatchSchema,
  listQuerySchema,
  RECORD_KINDS,
  statusChangeSchema,
  type CountsQuery,
  type ExportQuery,
  type ListQuery,
  type RecordKind,
  type RecordRef,
  type StatusChangeRequest,
} from '@bytecraft/contracts/triage';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { Controller, Inject, type Provider, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { z } from 'zod';
import type { Trace } from '../jobs/job-context';
import { MailPublisher } from '../notifications/mail-publisher';
import { WorkedRecords, type WorkedRow } from './worked-records';
import { ReplyCap } from './reply-cap';
import { StaffEvents } from '../staff-events/staff-events';
import { RpcTrace } from '../transport/namespaced-redis';
import { Records, type RecordsOptions } from './records';

/** The injection token of one kind's Records. */
export const recordsToken = (kind: RecordKind) => `records:${kind}`;

/** Injects the Records of one kind into a service that stores or answers for it. */
export const InjectRecords = (kind: RecordKind) => Inject(recordsToken(kind));

const refOf = (payload: unknown) => String((payload as Partial<RecordRef> | null)?.id ?? '');

/** The staff member the gateway names as making a change. */
const staffOf = (field: string) =>
  z.object({ [field]: z.string().min(1).max(254) }).transform((named) => named[field]!);
const changedBy = staffOf('changedBy');
const author = staffOf('author');
const sender = z.object({ sentBy: z.string().min(1).max(254), senderName: z.string().max(200) });
const noteRef = z.object({ noteId: z.string().max(100) });
const replyDecision = z.object({
  replyId: z.string().max(100),
  decision: z.enum(['release', 'discard']),
  decidedBy: z.string().min(1).max(254),
});

/** Applies a message pattern to a method of a controller class after it is declared. */
function answers(controller: Type, method: string, pattern: string) {
  const descriptor = Object.getOwnPropertyDescriptor(controller.prototype, method)!;
  MessagePattern(pattern)(controller.prototype as object, method, descriptor);
}

/**
 * A kind's Records and the controller answering its message patterns (list, export, get, and set-status
 * for kinds staff move through a workflow). Given `work` options, the Records is a WorkedRecords and
 * the controller also answers the work patterns (owner, follow-up, notes, replies, bulk changes).
 * The payloads are validated again here with the shared schemas: the transport is a boundary too.
 */
export function recordsFor<E extends ObjectLiteral & { id: string }, R>(
  options: RecordsOptions<E, R>,
): { provider: Provider; controller: Type } {
  const { kind } = options;
  const token = recordsToken(kind);
  // Built once: zod compiles a schema on its first parse, and building it for each list took
  // about a quarter of the service's CPU per list.
  const listQuery = listQuerySchema(kind);
  const countsQuery = countsQuerySchema(kind);
  const statusChange = statusChangeSchema(kind);
  const exportBatch = exportBatchSchema(kind);

  @Controller()
  class KindRecordsController {
    constructor(@Inject(token) private readonly records: Records<E, R>) {}

    @MessagePattern(staffRpc.list(kind))
    list(@Payload() query: unknown) {
      return this.records.list(listQuery.parse(query) as ListQuery);
    }

    @MessagePattern(staffRpc.statusCounts(kind))
    statusCounts(@Payload() query: unknown) {
      return this.records.counts(countsQuery.parse(query) as CountsQuery);
    }

    @MessagePattern(staffRpc.export(kind))
    exportBatch(@Payload() request: unknown) {
      return this.records.exportBatch(
        exportBatch.parse(request ?? {}) as ExportQuery & { after: string | null; limit: number },
      );
    }

    @MessagePattern(staffRpc.get(kind))
    get(@Payload() ref: unknown) {
      return this.records.get(refOf(ref));
    }

    setStatus(@Payload() request: StatusChangeRequest) {
      const { status } = statusChange.parse(request);
      return this.records.setStatus({
        id: refOf(request),
        status,
        changedBy: String(request.changedBy),
      });
    }

    // The work patterns below answer only for a kind staff work (`options.work`).
    private get work() {
      return this.records as unknown as WorkedRecords<WorkedRow, R>;
    }

    setOwner(@Payload() request: unknown) {
      const { ownerId } = ownerChangeSchema.parse(request);
      return this.work.setOwner({
        id: refOf(request),
        ownerId,
        changedBy: changedBy.parse(request),
      });
    }

    setFollowUp(@Payload() request: unknown) {
      const { at } = followUpChangeSchema.parse(request);
      return this.work.setFollowUp({ id: refOf(request), at, changedBy: changedBy.parse(request) });
    }

    addNote(@Payload() request: unknown) {
      const { text } = noteSchema.parse(request);
      return this.work.addNote({ id: refOf(request), text, author: author.parse(request) });
    }

    deleteNote(@Payload() request: unknown) {
      const { noteId } = noteRef.parse(request);
      return this.work.deleteNote({ id: refOf(request), noteId, author: author.parse(request) });
    }

    reply(@Payload() request: unknown, @RpcTrace() trace: Trace) {
      const reply = replySchema.parse(request);
      return this.work.reply({ id: refOf(request), ...reply, ...sender.parse(request) }, trace);
    }

    decideReply(@Payload() request: unknown, @RpcTrace() trace: Trace) {
      return this.work.decideReply({ id: refOf(request), ...replyDecision.parse(request) }, trace);
    }

    bulkStatus(@Payload() request: unknown) {
      const { ids } = bulkIdsSchema.parse(request);
      const { status } = statusChange.parse(request);
      return this.work.bulkStatus({ ids, status, changedBy: changedBy.parse(request) });
    }

    bulkOwner(@Payload() request: unknown) {
      const { ids, ownerId } = bulkOwnerSchema.parse(request);
      return this.work.bulkOwner({ ids, ownerId, changedBy: changedBy.parse(request) });
    }
  }
  const { staffSetsStatus } = RECORD_KINDS[kind];
  if (staffSetsStatus) answers(KindRecordsController, 'setStatus', staffRpc.setStatus(kind));
  if (options.work) {
    const work = [
      'setOwner',
      'setFollowUp',
      'addNote',
      'deleteNote',
      'reply',
      'decideReply',
    ] as const;
    for (const method of work) {
      answers(KindRecordsController, method, staffRpc[method](kind));
    }
    answers(KindRecordsController, 'bulkOwner', staffRpc.bulkOwner(kind));
    if (staffSetsStatus) answers(KindRecordsController, 'bulkStatus', staffRpc.bulkStatus(kind));
  }
  Object.defineProperty(KindRecordsController, 'name', { value: `${kind}RecordsController` });

  return {
    provider: options.work
      ? {
          provide: token,
          inject: [DataSource, StaffEvents, MailPublisher, ReplyCap],
          useFactory: (db: DataSource, events: StaffEvents, mail: MailPublisher, cap: ReplyCap) =>
            new WorkedRecords(
              db,
              events,
              mail,
              cap,
              options as unknown as RecordsOptions<WorkedRow, R> &
                Pick<Required<RecordsOptions<WorkedRow, R>>, 'work'>,
            ),
        }
      : {
          provide: token,
          inject: [DataSource, StaffEvents],
          useFactory: (db: DataSource, events: StaffEvents) => new Records(db, events, options),
        },
    controller: KindRecordsController,
  };
}

/** The dashboard's work figures of every worked kind a service owns, in one answer. */
export function workloadFor(
  service: ServiceName,
  kinds: RecordKind[],
): { provider: Provider; controller: Type } {
  const token = `record-work-workload:${service}`;

  @Controller()
  class WorkloadController {
    constructor(@Inject(token) private readonly works: WorkedRecords<WorkedRow, unknown>[]) {}

    @MessagePattern(staffRpc.workload(service))
    async workload(): Promise<Workload> {
      const figures = await Promise.all(this.works.map((work) => work.workload()));
      return Object.fromEntries(this.works.map((work, i) => [work.kind, figures[i]]));
    }
  }

  return {
    provider: {
      provide: token,
      inject: kinds.map(recordsToken),
      useFactory: (...works: WorkedRecords<WorkedRow, unknown>[]) => works,
    },
    controller: WorkloadController,
  };
}

/** The dashboard's counts of every kind a service owns, in one answer. */
export function countsFor(
  service: ServiceName,
  kinds: RecordKind[],
): { provider: Provider; controller: Type } {
  const token = `records-counts:${service}`;

  @Controller()
  class CountsController {
    constructor(@Inject(token) private readonly kinds: Records<{ id: string }, unknown>[]) {}

    @MessagePattern(staffRpc.counts(service))
    async counts() {
      const counts = await Promise.all(this.kinds.map((records) => records.counts()));
      return Object.fromEntries(this.kinds.map((records, i) => [records.kind, counts[i]]));
    }
  }

  return {
    provider: {
      provide: token,
      inject: kinds.map(recordsToken),
      useFactory: (...kinds: Records<{ id: string }, unknown>[]) => kinds,
    },
    controller: CountsController,
  };
}
