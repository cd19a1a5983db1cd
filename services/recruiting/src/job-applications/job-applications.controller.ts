import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { RecordRef } from '@bytecraft/contracts/records/base';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { JobApplicationsService } from './job-applications.service';

/** Job applications' patterns beyond the shared records ones (list, get, set-status). */
@Controller()
export class JobApplicationsController {
  constructor(private readonly applications: JobApplicationsService) {}

  @MessagePattern(staffRpc.resume('job-application'))
  resume(@Payload() ref: Partial<RecordRef> | null) {
    return this.applications.resume(String(ref?.id ?? ''));
  }
}
