import {
  questionAnswerSchema,
  type InternshipQuestionRecord,
  type AnswerRequest,
  type QuestionAnswer,
} from '@bytecraft/contracts/kinds/internship-question';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Trace, type RequestTrace } from '../http/request-id';
import { SchemaBody } from '../http/openapi';
import { StaffOnlyDocs } from '../http/openapi';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { found } from '../http/found';
import { StaffId } from '../auth/staff-id.decorator';

/** Staff answer an internship question; the recruiting service stores it and mails the asker. */
@StaffOnlyDocs()
@Controller(STAFF_PATHS['internship-question'])
export class QuestionAnswersController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  @Post(':id/answer')
  @HttpCode(200)
  async answer(
    @Param('id') id: string,
    @SchemaBody(questionAnswerSchema) answer: QuestionAnswer,
    @StaffId() actorId: string,
    @Trace() trace: RequestTrace,
  ) {
    return found(
      await askService<Detailed<InternshipQuestionRecord> | null>(
        this.services,
        staffRpc.answerQuestion,
        { id, ...answer, actorId } satisfies AnswerRequest,
        trace.requestId,
      ),
    );
  }
}
