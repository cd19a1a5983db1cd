import {
  attachInboundSchema,
  inboundRpc,
  type InboundAttachment,
  type InboundAttachmentFile,
  type InboundDecision,
  type InboundOriginal,
} from '@bytecraft/contracts/inbound';
import { actorSchema } from '@bytecraft/contracts/records/base';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { InboundAttachmentsService } from './inbound-attachments.service';
import { InboundMailHandler } from './inbound-mail.handler';
import { InboundMessagesRepository } from './inbound-messages.repository';
import { readOriginal } from './read-mail';

/** The message a staff request names; checked again here: the transport is a boundary too. */
const messageRef = z.object({ id: z.string().regex(UUID_PATTERN) });
const attachmentRef = messageRef.extend({ position: z.number().int().min(1).max(32_767) });

const decision = (done: boolean): InboundDecision =>
  done ? { done: true } : { done: false, reason: 'not-found' };

/**
 * Staff's side of inbound mail: the unmatched messages, attached to a record or discarded, and
 * any message read whole.
 */
@Controller()
export class InboundController {
  constructor(
    private readonly messages: InboundMessagesRepository,
    private readonly inbound: InboundMailHandler,
    private readonly attachments: InboundAttachmentsService,
  ) {}

  @MessagePattern(inboundRpc.unmatched)
  unmatched() {
    return this.messages.unmatched();
  }

  @MessagePattern(inboundRpc.attach)
  async attach(@Payload() request: unknown): Promise<InboundDecision> {
    const { id } = messageRef.parse(request);
    const { kind, recordId } = attachInboundSchema.parse(request);
    const { actorId } = actorSchema.parse(request);
    return decision(await this.inbound.attach(id, kind, recordId, actorId));
  }

  @MessagePattern(inboundRpc.discard)
  async discard(@Payload() request: unknown): Promise<InboundDecision> {
    const { id } = messageRef.parse(request);
    const { actorId } = actorSchema.parse(request);
    return decision(await this.inbound.discard(id, actorId));
  }

  /** A message as it came, unless it was a bounce, whose bytes are dropped once read. */
  @MessagePattern(inboundRpc.original)
  async original(@Payload() request: unknown): Promise<InboundOriginal | null> {
    const row = await this.messages.find(messageRef.parse(request).id);
    if (!row || row.status === 'bounce' || row.raw.length === 0) return null;
    return readOriginal({ id: row.id, receivedAt: row.receivedAt.toISOString() }, row.raw);
  }

  @MessagePattern(inboundRpc.attachments)
  attachmentsOf(@Payload() request: unknown): Promise<InboundAttachment[]> {
    return this.attachments.list(messageRef.parse(request).id);
  }

  @MessagePattern(inboundRpc.attachment)
  attachment(@Payload() request: unknown): Promise<InboundAttachmentFile | null> {
    const { id, position } = attachmentRef.parse(request);
    return this.attachments.file(id, position);
  }
}
