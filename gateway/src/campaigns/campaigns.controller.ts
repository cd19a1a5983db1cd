import {
  CAMPAIGN_MESSAGES,
  campaignDraftSchema,
  campaignListQuerySchema,
  campaignPatchSchema,
  campaignRpc,
  campaignSendSchema,
  campaignTestSchema,
  type CampaignDraft,
  type CampaignListQuery,
  type CampaignPatch,
  type CampaignSend,
  type CampaignTest,
} from '@bytecraft/contracts/campaigns';
import { ErrorCode } from '@bytecraft/contracts/errors';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import { AdminOnly } from '../auth/admin-only.decorator';
import { clientKey } from '../http/client-key';
import { ApiError } from '../http/api-error';
import { SchemaBody, SchemaQuery, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { CampaignsService } from './campaigns.service';
import '../auth/staff-request';

/**
 * Newsletter campaigns: every staff member drafts, previews and sends a test to themself;
 * only admins send, pause, resume and cancel, each audited before it is asked for (target
 * `campaign/<id>`), as the team's changes are.
 */
@StaffOnlyDocs()
@ApiTags('campaigns')
@Controller('admin/campaigns')
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first, a page at a time. */
  @Get()
  async list(
    @SchemaQuery(campaignListQuerySchema) { page }: CampaignListQuery,
    @Trace() trace: RequestTrace,
  ) {
    return { success: true, ...(await this.campaigns.list(page, trace.requestId)) };
  }

  @Post()
  async create(
    @SchemaBody(campaignDraftSchema) draft: CampaignDraft,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    const data = await this.campaigns.campaign(
      campaignRpc.create,
      { draft, createdBy: request.staff!.accountId },
      trace.requestId,
    );
    return { success: true, data };
  }

  @Get(':id')
  async get(@Param('id') id: string, @Trace() trace: RequestTrace) {
    return { success: true, data: await this.one(campaignRpc.get, id, trace) };
  }

  /** The campaign's mail as sent (HTML) and its text part. */
  @Get(':id/preview')
  async preview(@Param('id') id: string, @Trace() trace: RequestTrace) {
    const data = await this.campaigns.preview(this.campaigns.idOf(id), trace.requestId);
    return { success: true, data };
  }

  /** A draft only: 409 once it is scheduled or sending. */
  @Patch(':id')
  async update(
    @Param('id') id: string,
    @SchemaBody(campaignPatchSchema) patch: CampaignPatch,
    @Trace() trace: RequestTrace,
  ) {
    const data = await this.campaigns.campaign(
      campaignRpc.update,
      { id: this.campaigns.idOf(id), patch },
      trace.requestId,
    );
    return { success: true, data };
  }

  /** To the signed-in staff member's own address only: a test cannot mail anyone else. */
  @Post(':id/test')
  @HttpCode(200)
  async test(
    @Param('id') id: string,
    @SchemaBody(campaignTestSchema) { to }: CampaignTest,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    if (to !== request.staff!.email.toLowerCase()) {
      throw new ApiError(403, ErrorCode.Forbidden, CAMPAIGN_MESSAGES.testOwnAddress);
    }
    const data = await this.campaigns.campaign(
      campaignRpc.test,
      { id: this.campaigns.idOf(id), to },
      trace.requestId,
    );
    return { success: true, data };
  }

  /** Now, or at `at`: the audience is the active subscribers when it starts. */
  @Post(':id/send')
  @HttpCode(200)
  @AdminOnly()
  async send(
    @Param('id') id: string,
    @SchemaBody(campaignSendSchema) { at }: CampaignSend,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    await this.audited(request, AuditAction.CampaignSend, id);
    const data = await this.campaigns.campaign(
      campaignRpc.send,
      { id: this.campaigns.idOf(id), ...(at ? { at } : {}) },
      trace.requestId,
    );
    return { success: true, data };
  }

  @Post(':id/pause')
  @HttpCode(200)
  @AdminOnly()
  async pause(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    await this.audited(request, AuditAction.CampaignPause, id);
    return { success: true, data: await this.one(campaignRpc.pause, id, trace) };
  }

  @Post(':id/resume')
  @HttpCode(200)
  @AdminOnly()
  async resume(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    await this.audited(request, AuditAction.CampaignResume, id);
    return { success: true, data: await this.one(campaignRpc.resume, id, trace) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @AdminOnly()
  async cancel(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    await this.audited(request, AuditAction.CampaignCancel, id);
    return { success: true, data: await this.one(campaignRpc.cancel, id, trace) };
  }

  private one(pattern: string, id: string, trace: RequestTrace) {
    return this.campaigns.campaign(pattern, { id: this.campaigns.idOf(id) }, trace.requestId);
  }

  /** A path that is no campaign's id is refused (404) before anything is written. */
  private audited(request: FastifyRequest, action: AuditAction, id: string) {
    return this.audit.record({
      actorId: request.staff!.accountId,
      action,
      target: `campaign/${this.campaigns.idOf(id)}`,
      client: clientKey(request.ip),
    });
  }
}
