import type { KindDefinition } from '@bytecraft/contracts/kinds/define-kind';
import { optionLabels } from '@bytecraft/contracts/options';
import type { JobName } from '@bytecraft/contracts/queues';
import { RECORD_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import { Injectable } from '@nestjs/common';
import type { JobContext } from '../jobs/job-context';
import { OnJob } from '../jobs/on-job';
import { InjectRecords } from './records.module';
import type { NamedSubmission, WorkedRecords, WorkedRow } from './worked-records';

/**
 * The service that stores a worked kind's submissions from its job, once, and asks for their
 * mails, each option picked shown by its label (the kind's `options`). A kind's service declares
 * itself over it (`class ContactsService extends recordSubmissions('contact') {}`) and adds only
 * what is the kind's own.
 */
export function recordSubmissions<E extends WorkedRow = WorkedRow, R = unknown>(kind: WorkedKind) {
  const { job, options = {} }: KindDefinition = RECORD_KINDS[kind];
  if (!job) throw new Error(`The ${kind} kind has no job to record its submissions from`);
  const submitted: JobName = job;

  @Injectable()
  abstract class SubmissionsRecorder {
    constructor(@InjectRecords(kind) readonly records: WorkedRecords<E, R>) {}

    @OnJob(submitted)
    record(submission: NamedSubmission, context: JobContext): Promise<void> {
      return this.records.record(submission, context, optionLabels(options, submission.data));
    }
  }
  return SubmissionsRecorder;
}
