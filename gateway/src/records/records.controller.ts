import { AuditAction } from '@bytecraft/contracts/staff-team';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  RECORD_KINDS,
  STAFF_PATHS,
  type RecordKind,
  type RecordOf,
} from '@bytecraft/contracts/records';
import {
  countsQuerySchema,
  EXPORT_BATCH_MAX,
  exportQuerySchema,
  listQuerySchema,
  statusChangeSchema,
  type CountsQuery,
  type ExportBatch,
  type ExportBatchRequest,
  type ExportQuery,
  type KindCounts,
  type ListQuery,
  type Page,
} from '@bytecraft/contracts/records/lists';
import type { StatusChangeRequest } from '@bytecraft/contracts/records/base';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Controller, Get, Inject, Param, Patch, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { AuditLog } from '../audit/audit-log';
import { StaffId } from '../auth/staff-id.decorator';
import { clientKey } from '../http/client-key';
import { csvLine } from '../http/csv';
import { found } from '../http/found';
import { ApiName, SchemaBody, SchemaQuery, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { RouteIf } from '../http/route-if';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { StaffAccountsService } from '../staff/staff-accounts.service';
import { DeliveryStates } from './delivery-states';
import { exportColumns, exportFileName } from './export-columns';
import { withOwnerOf } from './owner-filter';
import '../auth/staff-request';

/**
 * The staff routes of one kind under its staff path: the list, its CSV export, its counts by
 * status, one record, and (for kinds staff move through a workflow) the status change. Every
 * answer comes from the service that owns the table; the gateway validates, names the staff
 * member and shapes HTTP. Each kind declares its controller below.
 */
function recordsController<K extends RecordKind>(kind: K) {
  type Row = RecordOf[K];
  const columns = exportColumns(kind);

  @StaffOnlyDocs()
  @ApiName(`Triage(${kind})`)
  @Controller(STAFF_PATHS[kind])
  class RecordsController {
    static readonly kind: K = kind;

    constructor(
      @Inject(SERVICE_CLIENT) readonly services: NamespacedClientRedis,
      readonly audit: AuditLog,
      readonly deliveries: DeliveryStates,
      readonly accounts: StaffAccountsService,
    ) {}

    @Get()
    async list(
      @SchemaQuery(listQuerySchema(kind)) query: ListQuery,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const page = await askService<Page<Row>>(
        this.services,
        staffRpc.list(kind),
        withOwnerOf(query, request.staff!.accountId),
        trace.requestId,
      );
      return { success: true, ...page };
    }

    /**
     * Every row the list's filters find, streamed batch by batch as the owning service hands
     * them over, so the export's size never sits in memory. The first batch is asked for, and
     * the export audited with its filters, before any byte is sent: a service that is away or
     * an audit row that cannot be written is still a clean 503.
     */
    @Get('export.csv')
    async export(
      @SchemaQuery(exportQuerySchema(kind)) query: ExportQuery,
      @StaffId() actorId: string,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ): Promise<StreamableFile> {
      const batch = (after: string | null) =>
        askService<ExportBatch<Row>>(
          this.services,
          staffRpc.export(kind),
          {
            ...withOwnerOf(query, request.staff!.accountId),
            after,
            limit: EXPORT_BATCH_MAX,
          } satisfies ExportBatchRequest,
          trace.requestId,
        );
      const first = await batch(null);
      const owners = new Map(
        RECORD_KINDS[kind].work
          ? (await this.accounts.directory()).map((member) => [member.id, member.name])
          : [],
      );
      await this.audit.record({
        actorId,
        action: AuditAction.Export,
        target: request.url,
        client: clientKey(request.ip),
      });
      async function* lines() {
        yield csvLine(columns.header);
        for (let current: ExportBatch<Row> | null = first; current;) {
          for (const row of current.rows) yield csvLine(columns.cells(row, owners));
          current = current.next ? await batch(current.next) : null;
        }
      }
      return new StreamableFile(Readable.from(lines()), {
        type: 'text/csv; charset=utf-8',
        disposition: `attachment; filename="${exportFileName(kind, new Date())}"`,
      });
    }

    /** The board's column totals: every row of the kind by status, or those the search finds. */
    @Get('counts')
    async counts(
      @SchemaQuery(countsQuerySchema(kind)) query: CountsQuery,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const counts = await askService<KindCounts>(
        this.services,
        staffRpc.statusCounts(kind),
        withOwnerOf(query, request.staff!.accountId),
        trace.requestId,
      );
      return { success: true, data: counts };
    }

    /** The record with its activity, its mails' delivery states merged in. */
    @Get(':id')
    async get(@Param('id') id: string, @Trace() trace: RequestTrace) {
      const record = await askService<Detailed<Row> | null>(
        this.services,
        staffRpc.get(kind),
        { id },
        trace.requestId,
      );
      return found(await this.deliveries.merge(record, trace.requestId));
    }

    @RouteIf(RECORD_KINDS[kind].staffSetsStatus, Patch(':id/status'))
    async setStatus(
      @Param('id') id: string,
      @SchemaBody(statusChangeSchema(kind)) body: { status: string },
      @StaffId() actorId: string,
      @Trace() trace: RequestTrace,
    ) {
      const record = await askService<Detailed<Row> | null>(
        this.services,
        staffRpc.setStatus(kind),
        { id, status: body.status, actorId } satisfies StatusChangeRequest,
        trace.requestId,
      );
      return found(await this.deliveries.merge(record, trace.requestId));
    }
  }
  return RecordsController;
}

export class ContactRecordsController extends recordsController('contact') {}
export class ScheduleCallRecordsController extends recordsController('schedule-call') {}
export class ConsultationRecordsController extends recordsController('consultation') {}
export class DeveloperHireRecordsController extends recordsController('developer-hire') {}
export class JobApplicationRecordsController extends recordsController('job-application') {}
export class InternshipApplicationRecordsController extends recordsController(
  'internship-application',
) {}
export class InternshipQuestionRecordsController extends recordsController('internship-question') {}
export class NewsletterSubscriptionRecordsController extends recordsController(
  'newsletter-subscription',
) {}

/**
 * Every kind's records controller, under its kind: the type refuses a kind left out. Written
 * out rather than derived from the registry, so that each kind's routes are one grep away.
 */
export const RECORDS_CONTROLLERS = {
  contact: ContactRecordsController,
  'schedule-call': ScheduleCallRecordsController,
  consultation: ConsultationRecordsController,
  'developer-hire': DeveloperHireRecordsController,
  'job-application': JobApplicationRecordsController,
  'internship-application': InternshipApplicationRecordsController,
  'internship-question': InternshipQuestionRecordsController,
  'newsletter-subscription': NewsletterSubscriptionRecordsController,
} satisfies { [K in RecordKind]: { readonly kind: K } };
