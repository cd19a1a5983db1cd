import type { Workload } from '@bytecraft/contracts/records/dashboard';
import {
  bulkIdsSchema,
  bulkOwnerSchema,
  followUpChangeSchema,
  noteSchema,
  ownerChangeSchema,
  replySchema,
} from '@bytecraft/contracts/records/work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  isWorked,
  kindsOwnedBy,
  RECORD_KIND_IDS,
  RECORD_KINDS,
  type RecordKind,
  type WorkedKind,
} from '@bytecraft/contracts/records';
import { actorSchema, type RecordRef } from '@bytecraft/contracts/records/base';
import {
  countsQuerySchema,
  exportBatchSchema,
  listQuerySchema,
  statusChangeSchema,
  type CountsQuery,
  type ExportQuery,
  type ListQuery,
} from '@bytecraft/contracts/records/lists';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import {
  Controller,
  createParamDecorator,
  Inject,
  type ExecutionContext,
  type OnApplicationBootstrap,
  type Provider,
} from '@nestjs/common';
import { MessagePattern, Payload, type RedisContext } from '@nestjs/microservices';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { z } from 'zod';
import type { Trace } from '../jobs/job-context';
import { MailPublisher } from '../notifications/mail-publisher';
import { StaffEvents } from '../staff-events/staff-events';
import { rpcPatternOf, RpcTrace } from '../transport/namespaced-redis';
import { Records, type RecordsOptions } from './records';
import { DueTimes } from './due-times';
import { ReplyCap } from './reply-cap';
import { staffIdsController } from './staff-ids';
import { WorkedRecords, type WorkedRow } from './worked-records';

/** The injection token of one kind's Records. */
export const recordsToken = (kind: RecordKind) => `records:${kind}`;

/** Injects the Records of one kind into a service that stores or answers for it. */
export const InjectRecords = (kind: RecordKind) => Inject(recordsToken(kind));

type AnyRecords = Records<{ id: string }, unknown>;

/**
 * Every kind's Records a service owns, by kind: what its staff patterns answer from. A kind
 * it does not own, or does not work, is refused.
 */
export class OwnedRecords implements OnApplicationBootstrap {
  private readonly byKind: ReadonlyMap<RecordKind, AnyRecords>;

  constructor(kinds: AnyRecords[]) {
    this.byKind = new Map(kinds.map((records) => [records.kind, records]));
  }

  /** Before it answers, the service gives every waiting record a due time. */
  async onApplicationBootstrap(): Promise<void> {
    for (const records of this.worked) await records.fillDueTimes();
  }

  get all(): AnyRecords[] {
    return [...this.byKind.values()];
  }

  get worked(): WorkedRecords<WorkedRow, unknown>[] {
    return this.all.filter((records) => records instanceof WorkedRecords);
  }

  of(kind: RecordKind): AnyRecords {
    const records = this.byKind.get(kind);
    if (!records) throw new Error(`This service does not own ${kind} records`);
    return records;
  }

  workedOf(kind: RecordKind): WorkedRecords<WorkedRow, unknown> {
    const records = this.of(kind);
    if (!(records instanceof WorkedRecords)) throw new Error(`Staff do not work ${kind} records`);
    return records;
  }
}

/**
 * One kind's Records, under its token. Given `work` options, it is WorkedRecords: the kind's
 * table has the work columns, and staff work it through `workController`.
 */
export function recordsFor<E extends ObjectLiteral & { id: string }, R>(
  options: RecordsOptions<E, R>,
): Provider {
  if (!options.work) {
    return {
      provide: recordsToken(options.kind),
      inject: [DataSource, StaffEvents],
      useFactory: (db: DataSource, events: StaffEvents) => new Records(db, events, options),
    };
  }
  const worked = options as unknown as RecordsOptions<WorkedRow, R> &
    Pick<Required<RecordsOptions<WorkedRow, R>>, 'work'>;
  return {
    provide: recordsToken(options.kind),
    inject: [DataSource, StaffEvents, MailPublisher, ReplyCap, DueTimes],
    useFactory: (
      db: DataSource,
      events: StaffEvents,
      mail: MailPublisher,
      cap: ReplyCap,
      due: DueTimes,
    ) => new WorkedRecords(db, events, mail, cap, due, worked),
  };
}

/** OwnedRecords over the kinds' Records (each provided by `recordsFor`). */
export const ownedRecordsProvider = (kinds: readonly RecordKind[]): Provider => ({
  provide: OwnedRecords,
  inject: kinds.map(recordsToken),
  useFactory: (...records: AnyRecords[]) => new OwnedRecords(records),
});

/** The staff patterns named after a kind, each kind's answered by the service that owns it. */
const KIND_PATTERNS = [
  staffRpc.list,
  staffRpc.get,
  staffRpc.setStatus,
  staffRpc.statusCounts,
  staffRpc.export,
  staffRpc.setOwner,
  staffRpc.setFollowUp,
  staffRpc.addNote,
  staffRpc.deleteNote,
  staffRpc.reply,
  staffRpc.decideReply,
  staffRpc.bulkStatus,
  staffRpc.bulkOwner,
];
const KIND_OF_PATTERN = new Map<string, RecordKind>(
  RECORD_KIND_IDS.flatMap((kind) => KIND_PATTERNS.map((pattern) => [pattern(kind), kind])),
);

/**
 * A staff handler's parameter: the kind its message pattern names, found among the patterns of
 * the registry's kinds.
 */
export const PatternKind = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const pattern = rpcPatternOf(ctx.switchToRpc().getContext<RedisContext>());
  const kind = KIND_OF_PATTERN.get(pattern);
  if (!kind) throw new Error(`"${pattern}" names no kind of record`);
  return kind;
});

/** One kind's schema of each kind given, built once: zod compiles a schema on its first parse. */
function perKind<T>(kinds: readonly RecordKind[], schemaOf: (kind: RecordKind) => T) {
  const schemas = new Map(kinds.map((kind) => [kind, schemaOf(kind)]));
  return (kind: RecordKind) => schemas.get(kind)!;
}

const refOf = (payload: unknown) => String((payload as Partial<RecordRef> | null)?.id ?? '');

/** The staff account the gateway names as making a change. */
const actorOf = (request: unknown) => actorSchema.parse(request).actorId;
const senderName = z.object({ senderName: z.string().max(200) });
const noteRef = z.object({ noteId: z.string().max(100) });
/** A reply's own id, from what it is made from (`ReplyRequest.replyId`); none from the console. */
const replyRef = z.object({ replyId: z.string().regex(UUID_PATTERN).optional() });
const replyDecision = z.object({
  ...actorSchema.shape,
  replyId: z.string().max(100),
  decision: z.enum(['release', 'discard']),
});

/** The kinds staff move through a workflow, whose status staff set. */
const statusSet = (kinds: readonly RecordKind[]) =>
  kinds.filter((kind) => RECORD_KINDS[kind].staffSetsStatus);

/**
 * The base of a service's records controller: staff read a page, an export batch, a record or
 * a kind's counts, and set the status of a kind staff move through a workflow. It is built over
 * the service's own kinds (`ownedRecordsControllers`), so it subscribes to their patterns only:
 * a second subscriber would race the owner. Payloads are validated again here with the shared schemas:
 * the transport is a boundary too.
 */
export function recordsController(kinds: readonly RecordKind[]) {
  const listQuery = perKind(kinds, listQuerySchema);
  const countsQuery = perKind(kinds, countsQuerySchema);
  const exportBatch = perKind(kinds, exportBatchSchema);
  const statusChange = perKind(kinds, statusChangeSchema);

  @Controller()
  class RecordsController {
    constructor(@Inject(OwnedRecords) readonly records: OwnedRecords) {}

    @MessagePattern(kinds.map(staffRpc.list))
    list(@Payload() query: unknown, @PatternKind() kind: RecordKind) {
      return this.records.of(kind).list(listQuery(kind).parse(query) as ListQuery);
    }

    @MessagePattern(kinds.map(staffRpc.statusCounts))
    statusCounts(@Payload() query: unknown, @PatternKind() kind: RecordKind) {
      return this.records.of(kind).counts(countsQuery(kind).parse(query) as CountsQuery);
    }

    @MessagePattern(kinds.map(staffRpc.export))
    exportBatch(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      return this.records.of(kind).exportBatch(
        exportBatch(kind).parse(request ?? {}) as ExportQuery & {
          after: string | null;
          limit: number;
        },
      );
    }

    @MessagePattern(kinds.map(staffRpc.get))
    get(@Payload() ref: unknown, @PatternKind() kind: RecordKind) {
      return this.records.of(kind).get(refOf(ref));
    }

    @MessagePattern(statusSet(kinds).map(staffRpc.setStatus))
    setStatus(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      const { status } = statusChange(kind).parse(request);
      return this.records
        .of(kind)
        .setStatus({ id: refOf(request), status, actorId: actorOf(request) });
    }
  }
  return RecordsController;
}

/**
 * The base of a service's work controller, over the kinds staff work (their Records are
 * WorkedRecords): owner, follow-up, notes, replies, and bulk changes.
 */
export function workController(kinds: readonly WorkedKind[]) {
  const statusChange = perKind(kinds, statusChangeSchema);

  @Controller()
  class WorkController {
    constructor(@Inject(OwnedRecords) readonly records: OwnedRecords) {}

    @MessagePattern(kinds.map(staffRpc.setOwner))
    setOwner(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      const { ownerId } = ownerChangeSchema.parse(request);
      return this.records
        .workedOf(kind)
        .setOwner({ id: refOf(request), ownerId, actorId: actorOf(request) });
    }

    @MessagePattern(kinds.map(staffRpc.setFollowUp))
    setFollowUp(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      const { at } = followUpChangeSchema.parse(request);
      return this.records
        .workedOf(kind)
        .setFollowUp({ id: refOf(request), at, actorId: actorOf(request) });
    }

    @MessagePattern(kinds.map(staffRpc.addNote))
    addNote(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      const { text } = noteSchema.parse(request);
      return this.records
        .workedOf(kind)
        .addNote({ id: refOf(request), text, actorId: actorOf(request) });
    }

    @MessagePattern(kinds.map(staffRpc.deleteNote))
    deleteNote(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      const { noteId } = noteRef.parse(request);
      return this.records
        .workedOf(kind)
        .deleteNote({ id: refOf(request), noteId, actorId: actorOf(request) });
    }

    @MessagePattern(kinds.map(staffRpc.reply))
    reply(@Payload() request: unknown, @PatternKind() kind: RecordKind, @RpcTrace() trace: Trace) {
      const reply = replySchema.parse(request);
      return this.records.workedOf(kind).reply(
        {
          id: refOf(request),
          ...reply,
          ...senderName.parse(request),
          ...replyRef.parse(request),
          actorId: actorOf(request),
        },
        trace,
      );
    }

    @MessagePattern(kinds.map(staffRpc.decideReply))
    decideReply(
      @Payload() request: unknown,
      @PatternKind() kind: RecordKind,
      @RpcTrace() trace: Trace,
    ) {
      return this.records
        .workedOf(kind)
        .decideReply({ id: refOf(request), ...replyDecision.parse(request) }, trace);
    }

    @MessagePattern(statusSet(kinds).map(staffRpc.bulkStatus))
    bulkStatus(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      const { ids } = bulkIdsSchema.parse(request);
      const { status } = statusChange(kind).parse(request);
      return this.records.workedOf(kind).bulkStatus({ ids, status, actorId: actorOf(request) });
    }

    @MessagePattern(kinds.map(staffRpc.bulkOwner))
    bulkOwner(@Payload() request: unknown, @PatternKind() kind: RecordKind) {
      const { ids, ownerId } = bulkOwnerSchema.parse(request);
      return this.records.workedOf(kind).bulkOwner({ ids, ownerId, actorId: actorOf(request) });
    }
  }
  return WorkController;
}

/** The base of a service's dashboard counts controller: every kind it owns, in one answer. */
export function countsController(service: ServiceName) {
  @Controller()
  class CountsController {
    constructor(@Inject(OwnedRecords) readonly records: OwnedRecords) {}

    @MessagePattern(staffRpc.counts(service))
    async counts() {
      const kinds = this.records.all;
      const counts = await Promise.all(kinds.map((records) => records.counts()));
      return Object.fromEntries(kinds.map((records, i) => [records.kind, counts[i]]));
    }
  }
  return CountsController;
}

/** The base of a service's dashboard workload controller: every kind staff work, in one answer. */
export function workloadController(service: ServiceName) {
  @Controller()
  class WorkloadController {
    constructor(@Inject(OwnedRecords) readonly records: OwnedRecords) {}

    @MessagePattern(staffRpc.workload(service))
    async workload(): Promise<Workload> {
      const kinds = this.records.worked;
      const figures = await Promise.all(kinds.map((records) => records.workload()));
      return Object.fromEntries(kinds.map((records, i) => [records.kind, figures[i]]));
    }
  }
  return WorkloadController;
}

/**
 * The staff controllers of a service owning kinds staff work: reads, exports and status changes
 * of its kinds, work on them, the dashboard's counts and work figures, and the mapping of staff
 * addresses to ids in its activity. Each subscribes to its own kinds' patterns only.
 */
export function ownedRecordsControllers(service: ServiceName) {
  const kinds = kindsOwnedBy(service);
  return [
    recordsController(kinds),
    workController(kinds.filter(isWorked)),
    countsController(service),
    workloadController(service),
    staffIdsController(service),
  ];
}
