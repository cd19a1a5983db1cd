import { adminRpc, questionAnswerSchema, type AnswerRequest } from '@bytecraft/contracts/admin';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InternshipQuestionsService } from './internship-questions.service';

/** Internship questions' patterns beyond the shared triage ones (list, get). */
@Controller()
export class InternshipQuestionsController {
  constructor(private readonly questions: InternshipQuestionsService) {}

  /** The answer is checked again with the shared schema: the transport is a boundary too. */
  @MessagePattern(adminRpc.answerQuestion)
  answer(@Payload() request: Partial<AnswerRequest> | null) {
    return this.questions.answer(String(request?.id ?? ''), questionAnswerSchema.parse(request));
  }
}
