import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { RecordRef } from '@bytecraft/contracts/records/base';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InternshipApplicationsService } from './internship-applications.service';

/** Internship applications' patterns beyond the shared records ones (list, get). */
@Controller()
export class InternshipApplicationsController {
  constructor(private readonly applications: InternshipApplicationsService) {}

  @MessagePattern(staffRpc.resume('internship-application'))
  resume(@Payload() ref: Partial<RecordRef> | null) {
    return this.applications.resume(String(ref?.id ?? ''));
  }
}
