import {
  AUTO_ASSIGNMENT_ACTOR_ID,
  type AssignRequest,
  type Assigned,
  type OwnerLoads,
  type ReleaseRequest,
  type UnownedRecord,
  type UnownedRequest,
} from '@bytecraft/contracts/records/assignment';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { priorityChangeSchema, type PriorityChangeRequest } from '@bytecraft/contracts/records/due';
import { slaEventsRequestSchema, type SlaEvent } from '@bytecraft/contracts/records/sla';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { OwnedRecords } from '../records.module';
import { slaEventsEnded } from './sla-events';

const unownedRecord = (kind: WorkedKind, row: { id: string; createdAt: Date }): UnownedRecord => ({
  kind,
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The controller of a service's promises, for the gateway: those ended in a span (its report),
 * and what it needs so nothing waits unowned (who owns how many open records, the records
 * nobody owns, a record given only while unowned, a leaver's records given back), and a record's
 * priority, which selects its promise.
 */
export function slaController(service: ServiceName) {
  @Controller()
  class SlaController {
    constructor(
      @Inject(DataSource) readonly db: DataSource,
      @Inject(OwnedRecords) readonly records: OwnedRecords,
    ) {}

    @MessagePattern(staffRpc.slaEvents(service))
    events(@Payload() request: unknown): Promise<SlaEvent[]> {
      return slaEventsEnded(this.db, slaEventsRequestSchema.parse(request));
    }

    @MessagePattern(staffRpc.ownerLoads(service))
    async ownerLoads(): Promise<OwnerLoads> {
      const loads: OwnerLoads = {};
      for (const records of this.records.worked) {
        for (const [owner, count] of await records.openByOwner()) {
          loads[owner] = (loads[owner] ?? 0) + count;
        }
      }
      return loads;
    }

    @MessagePattern(staffRpc.unownedRecords(service))
    async unowned(@Payload() { kinds, limit }: UnownedRequest): Promise<UnownedRecord[]> {
      const found: UnownedRecord[] = [];
      for (const records of this.records.worked) {
        const kind = records.kind as WorkedKind;
        if (!kinds.includes(kind)) continue;
        found.push(...(await records.unowned(limit)).map((row) => unownedRecord(kind, row)));
      }
      return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(0, limit);
    }

    @MessagePattern(staffRpc.assign(service))
    async assign(@Payload() { kind, id, ownerId }: AssignRequest): Promise<Assigned> {
      const { record, changed } = await this.records
        .workedOf(kind)
        .changeOwner({ id, ownerId, actorId: AUTO_ASSIGNMENT_ACTOR_ID }, { ifUnowned: true });
      if (!record || !changed) return null;
      // Every worked kind names its visitor; the record is of whichever kind this is.
      return { kind, id, name: (record as unknown as { name: string }).name };
    }

    @MessagePattern(staffRpc.setPriority(service))
    setPriority(@Payload() request: PriorityChangeRequest) {
      const { priority } = priorityChangeSchema.parse(request);
      return this.records.workedOf(request.kind).setPriority({ ...request, priority });
    }

    @MessagePattern(staffRpc.releaseOwner(service))
    async release(@Payload() { ownerId, actorId }: ReleaseRequest): Promise<UnownedRecord[]> {
      const released: UnownedRecord[] = [];
      for (const records of this.records.worked) {
        const kind = records.kind as WorkedKind;
        released.push(
          ...(await records.release(ownerId, actorId)).map((row) => unownedRecord(kind, row)),
        );
      }
      return released;
    }
  }
  return SlaController;
}
