import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  countsQuerySchema,
  exportBatchSchema,
  listQuerySchema,
  RECORD_KINDS,
  statusChangeSchema,
  type RecordKind,
  type RecordRef,
  type StatusChangeRequest,
} from '@bytecraft/contracts/triage';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { Controller, Inject, type Provider, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { StaffEvents } from '../staff-events/staff-events';
import { Triage, type TriageOptions } from './triage';

/** The injection token of one kind's Triage. */
export const triageToken = (kind: RecordKind) => `triage:${kind}`;

/** Injects the Triage of one kind into a service that stores or answers for it. */
export const InjectTriage = (kind: RecordKind) => Inject(triageToken(kind));

const refOf = (payload: unknown) => String((payload as Partial<RecordRef> | null)?.id ?? '');

/**
 * A kind's Triage and the controller answering its message patterns (list, export, get, and set-status
 * for kinds staff move through a workflow). The payloads are validated again here with the
 * shared schemas: the transport is a boundary too.
 */
export function triageFor<E extends ObjectLiteral & { id: string }, R>(
  options: TriageOptions<E, R>,
): { provider: Provider; controller: Type } {
  const { kind } = options;
  const token = triageToken(kind);
  // Built once: zod compiles a schema on its first parse, and building it for each list took
  // about a quarter of the service's CPU per list.
  const listQuery = listQuerySchema(kind);
  const countsQuery = countsQuerySchema(kind);
  const statusChange = statusChangeSchema(kind);
  const exportBatch = exportBatchSchema(kind);

  @Controller()
  class KindTriageController {
    constructor(@Inject(token) private readonly triage: Triage<E, R>) {}

    @MessagePattern(staffRpc.list(kind))
    list(@Payload() query: unknown) {
      return this.triage.list(listQuery.parse(query));
    }

    @MessagePattern(staffRpc.statusCounts(kind))
    statusCounts(@Payload() query: unknown) {
      return this.triage.counts(countsQuery.parse(query));
    }

    @MessagePattern(staffRpc.export(kind))
    exportBatch(@Payload() request: unknown) {
      return this.triage.exportBatch(exportBatch.parse(request ?? {}));
    }

    @MessagePattern(staffRpc.get(kind))
    get(@Payload() ref: unknown) {
      return this.triage.get(refOf(ref));
    }

    setStatus(@Payload() request: StatusChangeRequest) {
      const { status } = statusChange.parse(request);
      return this.triage.setStatus({
        id: refOf(request),
        status,
        changedBy: String(request.changedBy),
      });
    }
  }
  if (RECORD_KINDS[kind].staffSetsStatus) {
    const descriptor = Object.getOwnPropertyDescriptor(
      KindTriageController.prototype,
      'setStatus',
    )!;
    MessagePattern(staffRpc.setStatus(kind))(
      KindTriageController.prototype,
      'setStatus',
      descriptor,
    );
  }
  Object.defineProperty(KindTriageController, 'name', { value: `${kind}TriageController` });

  return {
    provider: {
      provide: token,
      inject: [DataSource, StaffEvents],
      useFactory: (db: DataSource, events: StaffEvents) => new Triage(db, events, options),
    },
    controller: KindTriageController,
  };
}

/** The dashboard's counts of every kind a service owns, in one answer. */
export function countsFor(
  service: ServiceName,
  kinds: RecordKind[],
): { provider: Provider; controller: Type } {
  const token = `triage-counts:${service}`;

  @Controller()
  class CountsController {
    constructor(@Inject(token) private readonly triages: Triage<{ id: string }, unknown>[]) {}

    @MessagePattern(staffRpc.counts(service))
    async counts() {
      const counts = await Promise.all(this.triages.map((triage) => triage.counts()));
      return Object.fromEntries(this.triages.map((triage, i) => [triage.kind, counts[i]]));
    }
  }

  return {
    provider: {
      provide: token,
      inject: kinds.map(triageToken),
      useFactory: (...triages: Triage<{ id: string }, unknown>[]) => triages,
    },
    controller: CountsController,
  };
}
