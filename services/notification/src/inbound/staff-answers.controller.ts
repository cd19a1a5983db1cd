import {
  GATEWAY_REFUSALS,
  staffAnswerRpc,
  type StaffAnswer,
} from '@bytecraft/contracts/staff-answers';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { StaffAnswers } from './staff-answers';

/** The answer the gateway names; checked again here: the transport is a boundary too. */
const answerRef = z.object({ id: z.string().regex(UUID_PATTERN) });
const gatewayRefusal = answerRef.extend({ reason: z.enum(GATEWAY_REFUSALS) });

/** The gateway's side of a staff answer: what it says, and its refusal. */
@Controller()
export class StaffAnswersController {
  constructor(private readonly answers: StaffAnswers) {}

  @MessagePattern(staffAnswerRpc.answer)
  answer(@Payload() request: unknown): Promise<StaffAnswer | null> {
    return this.answers.waiting(answerRef.parse(request).id);
  }

  @MessagePattern(staffAnswerRpc.refuse)
  async refuse(@Payload() request: unknown): Promise<true> {
    const { id, reason } = gatewayRefusal.parse(request);
    await this.answers.refuse(id, reason);
    return true;
  }
}
