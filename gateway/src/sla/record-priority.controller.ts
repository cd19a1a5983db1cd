import {
  priorityChangeSchema,
  type PriorityChange,
  type PriorityChangeRequest,
} from '@bytecraft/contracts/records/due';
import type { Detailed } from '@bytecraft/contracts/records/work';
import {
  RECORD_KINDS,
  STAFF_PATHS,
  type RecordOf,
  type WorkedKind,
} from '@bytecraft/contracts/records';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Controller, Inject, Param, Patch } from '@nestjs/common';
import { StaffId } from '../auth/staff-id.decorator';
import { found } from '../http/found';
import { ApiName, SchemaBody, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { DeliveryStates } from '../records/delivery-states';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

/**
 * A worked record's priority, set by any staff member under its kind's staff path: the owning
 * service stores it with its activity entry and moves the record's due time to match.
 */
function recordPriorityController<K extends WorkedKind>(kind: K) {
  @StaffOnlyDocs()
  @ApiName(`RecordPriority(${kind})`)
  @Controller(STAFF_PATHS[kind])
  class RecordPriorityController {
    constructor(
      @Inject(SERVICE_CLIENT) readonly services: NamespacedClientRedis,
      readonly deliveries: DeliveryStates,
    ) {}

    @Patch(':id/priority')
    async setPriority(
      @Param('id') id: string,
      @SchemaBody(priorityChangeSchema) body: PriorityChange,
      @StaffId() actorId: string,
      @Trace() trace: RequestTrace,
    ) {
      const change: PriorityChangeRequest = { kind, id, priority: body.priority, actorId };
      const record = await askService<Detailed<RecordOf[K]> | null>(
        this.services,
        staffRpc.setPriority(RECORD_KINDS[kind].service),
        change,
        trace.requestId,
      );
      return found(await this.deliveries.merge(record, trace.requestId));
    }
  }
  return RecordPriorityController;
}

export class ContactPriorityController extends recordPriorityController('contact') {}
export class ScheduleCallPriorityController extends recordPriorityController('schedule-call') {}
export class ConsultationPriorityController extends recordPriorityController('consultation') {}
export class DeveloperHirePriorityController extends recordPriorityController('developer-hire') {}
export class JobApplicationPriorityController extends recordPriorityController('job-application') {}
export class InternshipApplicationPriorityController extends recordPriorityController(
  'internship-application',
) {}
export class InternshipQuestionPriorityController extends recordPriorityController(
  'internship-question',
) {}

export const RECORD_PRIORITY_CONTROLLERS = {
  contact: ContactPriorityController,
  'schedule-call': ScheduleCallPriorityController,
  consultation: ConsultationPriorityController,
  'developer-hire': DeveloperHirePriorityController,
  'job-application': JobApplicationPriorityController,
  'internship-application': InternshipApplicationPriorityController,
  'internship-question': InternshipQuestionPriorityController,
} satisfies Record<WorkedKind, unknown>;
