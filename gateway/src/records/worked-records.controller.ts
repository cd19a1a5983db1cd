import { ErrorCode } from '@bytecraft/contracts/errors';
import {
  bulkIdsSchema,
  bulkOwnerSchema,
  followUpChangeSchema,
  noteSchema,
  ownerChangeSchema,
  replySchema,
  type BulkOwnerRequest,
  type BulkResult,
  type BulkStatusRequest,
  type FollowUpChange,
  type FollowUpChangeRequest,
  type NoteDeleteRefused,
  type NoteDeleteRequest,
  type NoteInput,
  type NoteRequest,
  type OwnerChange,
  type OwnerChangeRequest,
  type ReplyDecision,
  type ReplyDecisionRefused,
  type ReplyDecisionRequest,
  type ReplyInput,
  type ReplyRequest,
  type Detailed,
} from '@bytecraft/contracts/records/work';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  RECORD_KINDS,
  STAFF_PATHS,
  type RecordOf,
  type WorkedKind,
} from '@bytecraft/contracts/records';
import {
  priorityChangeSchema,
  type PriorityChange,
  type PriorityChangeRequest,
} from '@bytecraft/contracts/records/due';
import { statusChangeSchema } from '@bytecraft/contracts/records/lists';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Controller, Delete, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { found } from '../http/found';
import { ApiName, SchemaBody, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { RouteIf } from '../http/route-if';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { displayName } from '../staff/staff-account.entity';
import { StaffAccountsService } from '../staff/staff-accounts.service';
import { DeliveryStates } from './delivery-states';
import { Owners } from './owners';
import { ReplyTemplatesService } from './reply-templates/reply-templates.service';
import '../auth/staff-request';

export const NOTE_NOT_YOURS = 'Only its author can delete a note';
export const TEMPLATE_UNKNOWN = 'Template must be a reply template’s id';
export const REPLY_NOT_HELD = 'Only a reply held for an admin can be released or discarded';

/**
 * How staff work one kind of record under its staff path: its owner, follow-up, priority, notes
 * and replies, and the owner or status of several at once. The owning service stores each change
 * in the record's activity; the gateway checks what only it knows (staff accounts, reply
 * templates), names the staff member, mails a new owner and shapes HTTP. Each worked kind
 * declares its controller below.
 */
function workedRecordsController<K extends WorkedKind>(kind: K) {
  type Answer = Detailed<RecordOf[K]>;
  const bulkStatusSchema = z.object({ ...bulkIdsSchema.shape, ...statusChangeSchema(kind).shape });

  @StaffOnlyDocs()
  @ApiName(`RecordWork(${kind})`)
  @Controller(STAFF_PATHS[kind])
  class WorkedRecordsController {
    static readonly kind: K = kind;

    constructor(
      @Inject(SERVICE_CLIENT) readonly services: NamespacedClientRedis,
      readonly deliveries: DeliveryStates,
      readonly owners: Owners,
      readonly accounts: StaffAccountsService,
      readonly templates: ReplyTemplatesService,
      readonly audit: AuditLog,
    ) {}

    /** Gives the record to a colleague (or to nobody); a new owner who is not the caller is mailed. */
    @Patch(':id/owner')
    async setOwner(
      @Param('id') id: string,
      @SchemaBody(ownerChangeSchema) body: OwnerChange,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const owner = await this.owners.check(body.ownerId);
      const { accountId } = request.staff!;
      // Read first: giving a record to the owner it has is no change, and mails nobody.
      const before = found(await this.ask<Answer | null>(staffRpc.get(kind), { id }, trace));
      const change = { id, ownerId: body.ownerId, actorId: accountId } satisfies OwnerChangeRequest;
      const answer = found(await this.answer(staffRpc.setOwner(kind), change, trace));
      if (before.data.ownerId !== body.ownerId) {
        await this.owners.tell(owner, accountId, [{ kind, id, name: answer.data.name }], trace);
      }
      return answer;
    }

    @Patch(':id/follow-up')
    async setFollowUp(
      @Param('id') id: string,
      @SchemaBody(followUpChangeSchema) body: FollowUpChange,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const change = { id, at: body.at, actorId: request.staff!.accountId };
      return found(
        await this.answer(
          staffRpc.setFollowUp(kind),
          change satisfies FollowUpChangeRequest,
          trace,
        ),
      );
    }

    /** Sets the record's priority; the owning service moves its due time to match. */
    @Patch(':id/priority')
    async setPriority(
      @Param('id') id: string,
      @SchemaBody(priorityChangeSchema) body: PriorityChange,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const change = { kind, id, priority: body.priority, actorId: request.staff!.accountId };
      return found(
        await this.answer(
          staffRpc.setPriority(RECORD_KINDS[kind].service),
          change satisfies PriorityChangeRequest,
          trace,
        ),
      );
    }

    @Post(':id/notes')
    async addNote(
      @Param('id') id: string,
      @SchemaBody(noteSchema) body: NoteInput,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const note = { id, text: body.text, actorId: request.staff!.accountId } satisfies NoteRequest;
      return found(await this.answer(staffRpc.addNote(kind), note, trace));
    }

    /**
     * Only its author (the account that wrote it, whatever its address now) deletes a note: a
     * colleague's is refused 403, a note not there 404.
     */
    @Delete(':id/notes/:noteId')
    async deleteNote(
      @Param('id') id: string,
      @Param('noteId') noteId: string,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const ref = { id, noteId, actorId: request.staff!.accountId } satisfies NoteDeleteRequest;
      const answer = await this.ask<Answer | NoteDeleteRefused | null>(
        staffRpc.deleteNote(kind),
        ref,
        trace,
      );
      if (answer && 'refused' in answer)
        throw new ApiError(403, ErrorCode.Forbidden, NOTE_NOT_YOURS);
      return found(await this.deliveries.merge(answer, trace.requestId));
    }

    /** One mail to the record's address, signed with the sender's name for `{{staffName}}`. */
    @Post(':id/replies')
    async reply(
      @Param('id') id: string,
      @SchemaBody(replySchema) body: ReplyInput,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      if (body.templateId && !(await this.templates.exists(body.templateId))) {
        throw ApiError.validation([{ field: 'templateId', message: TEMPLATE_UNKNOWN }]);
      }
      const { accountId, email } = request.staff!;
      const sender = await this.accounts.findById(accountId);
      const reply = {
        id,
        ...body,
        actorId: accountId,
        senderName: sender ? displayName(sender) : email,
      } satisfies ReplyRequest;
      return found(await this.answer(staffRpc.reply(kind), reply, trace));
    }

    /** An admin mails a reply held past its address's daily cap: once, however often asked. */
    @Post(':id/replies/:replyId/release')
    @HttpCode(200)
    @AdminOnly()
    release(
      @Param('id') id: string,
      @Param('replyId') replyId: string,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      return this.decide({ id, replyId, decision: 'release' }, request, trace);
    }

    /** An admin drops a held reply: it is never mailed. */
    @Post(':id/replies/:replyId/discard')
    @HttpCode(200)
    @AdminOnly()
    discard(
      @Param('id') id: string,
      @Param('replyId') replyId: string,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      return this.decide({ id, replyId, decision: 'discard' }, request, trace);
    }

    /** Audited before it is carried out; a reply not held is 409, one not there 404. */
    async decide(
      ref: { id: string; replyId: string; decision: ReplyDecision },
      request: FastifyRequest,
      trace: RequestTrace,
    ) {
      await this.audit.record({
        actorId: request.staff!.accountId,
        action: ref.decision === 'release' ? AuditAction.ReplyRelease : AuditAction.ReplyDiscard,
        target: `${kind}/${ref.id}/${ref.replyId}`,
        client: clientKey(request.ip),
      });
      const answer = await this.ask<Answer | ReplyDecisionRefused | null>(
        staffRpc.decideReply(kind),
        { ...ref, actorId: request.staff!.accountId } satisfies ReplyDecisionRequest,
        trace,
      );
      if (answer && 'refused' in answer) {
        throw new ApiError(409, ErrorCode.Conflict, REPLY_NOT_HELD);
      }
      return found(await this.deliveries.merge(answer, trace.requestId));
    }

    @RouteIf(RECORD_KINDS[kind].staffSetsStatus, Patch('status'))
    async bulkStatus(
      @SchemaBody(bulkStatusSchema) body: z.output<typeof bulkStatusSchema>,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const change = { ids: body.ids, status: body.status, actorId: request.staff!.accountId };
      return {
        success: true,
        data: await this.ask<BulkResult>(
          staffRpc.bulkStatus(kind),
          change satisfies BulkStatusRequest,
          trace,
        ),
      };
    }

    /** Several records to one owner, who gets one mail listing all they were given. */
    @Patch('owner')
    async bulkOwner(
      @SchemaBody(bulkOwnerSchema) body: z.output<typeof bulkOwnerSchema>,
      @Req() request: FastifyRequest,
      @Trace() trace: RequestTrace,
    ) {
      const owner = await this.owners.check(body.ownerId);
      const { accountId } = request.staff!;
      const mailed = owner && owner.id !== accountId;
      // Read first (only when someone is to be mailed): a record the owner already has is no
      // news to them.
      const before = mailed
        ? await Promise.all(
            body.ids.map((id) => this.ask<Answer | null>(staffRpc.get(kind), { id }, trace)),
          )
        : [];
      const change = { ids: body.ids, ownerId: body.ownerId, actorId: accountId };
      const result = await this.ask<BulkResult>(
        staffRpc.bulkOwner(kind),
        change satisfies BulkOwnerRequest,
        trace,
      );
      const changed = new Set(result.changed);
      const given = before.flatMap((record) =>
        record && changed.has(record.id) && record.ownerId !== body.ownerId
          ? [{ kind, id: record.id, name: record.name }]
          : [],
      );
      if (given.length) await this.owners.tell(owner, accountId, given, trace);
      return { success: true, data: result };
    }

    ask<T>(pattern: string, payload: object, trace: RequestTrace): Promise<T> {
      return askService<T>(this.services, pattern, payload, trace.requestId);
    }

    /** The changed record with its mails' delivery states; null when there is no such record. */
    async answer(pattern: string, payload: object, trace: RequestTrace): Promise<Answer | null> {
      const record = await this.ask<Answer | null>(pattern, payload, trace);
      return this.deliveries.merge(record, trace.requestId);
    }
  }
  return WorkedRecordsController;
}

export class ContactWorkedRecordsController extends workedRecordsController('contact') {}
export class ScheduleCallWorkedRecordsController extends workedRecordsController('schedule-call') {}
export class ConsultationWorkedRecordsController extends workedRecordsController('consultation') {}
export class DeveloperHireWorkedRecordsController extends workedRecordsController(
  'developer-hire',
) {}
export class JobApplicationWorkedRecordsController extends workedRecordsController(
  'job-application',
) {}
export class InternshipApplicationWorkedRecordsController extends workedRecordsController(
  'internship-application',
) {}
export class InternshipQuestionWorkedRecordsController extends workedRecordsController(
  'internship-question',
) {}

/**
 * Every worked kind's controller, under its kind: the type refuses a worked kind left out.
 * Written out rather than derived from the registry, so that each kind's routes are one grep away.
 */
export const WORKED_RECORDS_CONTROLLERS = {
  contact: ContactWorkedRecordsController,
  'schedule-call': ScheduleCallWorkedRecordsController,
  consultation: ConsultationWorkedRecordsController,
  'developer-hire': DeveloperHireWorkedRecordsController,
  'job-application': JobApplicationWorkedRecordsController,
  'internship-application': InternshipApplicationWorkedRecordsController,
  'internship-question': InternshipQuestionWorkedRecordsController,
} satisfies { [K in WorkedKind]: { readonly kind: K } };
