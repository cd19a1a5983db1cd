import { consultationSchema } from '@bytecraft/contracts/kinds/consultation';
import { contactSchema } from '@bytecraft/contracts/kinds/contact';
import { developerHireSchema } from '@bytecraft/contracts/kinds/developer-hire';
import { internshipApplicationSchema } from '@bytecraft/contracts/kinds/internship-application';
import { internshipQuestionSchema } from '@bytecraft/contracts/kinds/internship-question';
import {
  jobApplicationSchema,
  RESUME_RULES,
  resumeSubmissionSchema,
} from '@bytecraft/contracts/kinds/job-application';
import { campaignBounceSchema, campaignSendJobSchema } from '@bytecraft/contracts/campaigns';
import {
  inboundMailJobSchema,
  visitorReplyAddedSchema,
  visitorReplySchema,
} from '@bytecraft/contracts/inbound';
import { mailBatchSchema } from '@bytecraft/contracts/mail';
import { staffAnswerJobSchema } from '@bytecraft/contracts/staff-answers';
import {
  erasureJobSchema,
  erasureReportSchema,
  retentionDueSchema,
} from '@bytecraft/contracts/people';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { slaBreachSchema } from '@bytecraft/contracts/records/sla';
import { scheduleCallSchema } from '@bytecraft/contracts/kinds/schedule-call';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { z } from 'zod';

const UUID = UUID_PATTERN.source.replace(/^\^|\$$/g, '');
const RESUME_EXTENSION = RESUME_RULES.extensions.map((extension) => extension.slice(1)).join('|');

/**
 * A resume as the gateway stored it: a key of its own in the resumes folder, never another
 * object of the bucket that staff would then be handed as the applicant's resume.
 */
const storedFileSchema = z.strictObject({
  key: z.string().regex(new RegExp(`^resumes/${UUID}\\.(${RESUME_EXTENSION})$`, 'i')),
  originalName: z.string().min(1).max(200),
  contentType: z.string().min(1).max(200),
  size: z.number().int().min(1).max(RESUME_RULES.maxBytes),
});

/** A submission as the gateway publishes it, around the form's own schema. */
const submission = <T extends z.core.$ZodType>(data: T) =>
  z.strictObject({
    id: z.string().regex(UUID_PATTERN),
    receivedAt: z.iso.datetime(),
    data,
    requestId: z.string().min(1).max(200).optional(),
  });

/**
 * Every job's data schema, from the contracts, by job name: what a service checks a job against
 * before acting on it, whoever queued it (the gateway, another service, a hand-made job). The
 * type makes a new JobName without a schema, or a schema that gives another shape than its
 * JobOf, a compile error.
 */
export const JOB_SCHEMAS: { [N in JobName]: z.core.$ZodType<JobOf<N>> } = {
  [JobName.ContactSubmitted]: submission(contactSchema),
  [JobName.ConsultationRequested]: submission(consultationSchema),
  [JobName.ScheduleCallSubmitted]: submission(scheduleCallSchema),
  [JobName.DeveloperHireRequested]: submission(developerHireSchema),
  [JobName.JobApplicationSubmitted]: submission(
    z.object({ ...jobApplicationSchema.shape, resume: storedFileSchema }),
  ),
  [JobName.ResumeSubmitted]: submission(
    z.object({ ...resumeSubmissionSchema.shape, resume: storedFileSchema }),
  ),
  [JobName.InternshipApplicationSubmitted]: submission(
    z.object({ ...internshipApplicationSchema.shape, resume: storedFileSchema.optional() }),
  ),
  [JobName.InternshipQuestionAsked]: submission(internshipQuestionSchema),
  [JobName.SendMail]: mailBatchSchema,
  [JobName.ErasureRequested]: erasureJobSchema,
  [JobName.ErasureReported]: erasureReportSchema,
  [JobName.RetentionDue]: retentionDueSchema,
  [JobName.InboundMailReceived]: inboundMailJobSchema,
  [JobName.VisitorReplied]: visitorReplySchema,
  [JobName.CampaignSend]: campaignSendJobSchema,
  [JobName.CampaignMailBounced]: campaignBounceSchema,
  [JobName.SlaBreached]: slaBreachSchema,
  [JobName.StaffAnswerMailed]: staffAnswerJobSchema,
  [JobName.VisitorReplyAdded]: visitorReplyAddedSchema,
};
