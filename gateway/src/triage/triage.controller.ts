import { StaffOnlyDocs } from '../http/openapi';
import { SchemaBody, SchemaQuery } from '../http/openapi';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  countsQuerySchema,
  listQuerySchema,
  RECORD_KINDS,
  STAFF_PATHS,
  statusChangeSchema,
  type CountsQuery,
  type Detailed,
  type KindCounts,
  type ListQuery,
  type Page,
  type RecordKind,
  type RecordOf,
} from '@bytecraft/contracts/triage';
import { Controller, Get, Inject, Param, Patch, type Type } from '@nestjs/common';
import { Trace, type RequestTrace } from '../http/request-id';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { StaffEmail } from '../auth/staff-email.decorator';
import { found } from '../http/found';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

/**
 * The staff routes of one kind under its spec path: the list, its counts by status, one record
 * with its history, and (for kinds staff move through a workflow) the status change. Every
 * answer comes from the service that owns the table; the gateway validates, names the staff
 * member and shapes HTTP.
 */
export function triageController<K extends RecordKind>(kind: K): Type {
  type Row = RecordOf[K];

  @StaffOnlyDocs()
  @Controller(STAFF_PATHS[kind])
  class TriageController {
    constructor(@Inject(SERVICE_CLIENT) readonly services: NamespacedClientRedis) {}

    @Get()
    async list(@SchemaQuery(listQuerySchema(kind)) query: ListQuery, @Trace() trace: RequestTrace) {
      const page = await askService<Page<Row>>(
        this.services,
        staffRpc.list(kind),
        query,
        trace.requestId,
      );
      return { success: true, ...page };
    }

    /** The board's column totals: every row of the kind by status, or those the search finds. */
    @Get('counts')
    async counts(
      @SchemaQuery(countsQuerySchema(kind)) query: CountsQuery,
      @Trace() trace: RequestTrace,
    ) {
      const counts = await askService<KindCounts>(
        this.services,
        staffRpc.statusCounts(kind),
        query,
        trace.requestId,
      );
      return { success: true, data: counts };
    }

    @Get(':id')
    async get(@Param('id') id: string, @Trace() trace: RequestTrace) {
      return found(
        await askService<Detailed<Row> | null>(
          this.services,
          staffRpc.get(kind),
          { id },
          trace.requestId,
        ),
      );
    }

    async setStatus(
      @Param('id') id: string,
      @SchemaBody(statusChangeSchema(kind)) body: { status: string },
      @StaffEmail() changedBy: string,
      @Trace() trace: RequestTrace,
    ) {
      return found(
        await askService<Detailed<Row> | null>(
          this.services,
          staffRpc.setStatus(kind),
          { id, status: body.status, changedBy },
          trace.requestId,
        ),
      );
    }
  }
  if (RECORD_KINDS[kind].staffSetsStatus) {
    const prototype = TriageController.prototype;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, 'setStatus')!;
    Patch(':id/status')(prototype, 'setStatus', descriptor);
  }
  Object.defineProperty(TriageController, 'name', { value: `Triage(${kind})` });
  return TriageController;
}
