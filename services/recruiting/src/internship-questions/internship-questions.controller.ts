import {
  answerRequestSchema,
  type AnswerRequest,
} from '@bytecraft/contracts/kinds/internship-question';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { RpcTrace } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { InternshipQuestionsService } from './internship-questions.service';

/** Internship questions' patterns beyond the shared records ones (list, get). */
@Controller()
export class InternshipQuestionsController {
  constructor(private readonly questions: InternshipQuestionsService) {}

  /** The answer is checked again with the shared schema: the transport is a boundary too. */
  @MessagePattern(staffRpc.answerQuestion)
  answer(@Payload() request: Partial<AnswerRequest> | null, @RpcTrace() trace: Trace) {
    const { actorId, ...answer } = answerRequestSchema.parse(request);
    return this.questions.answer(String(request?.id ?? ''), answer, actorId, trace);
  }
}
