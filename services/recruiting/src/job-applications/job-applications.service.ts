import { confirmationAndAlert, MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail';
import { EXPERIENCE_LEVELS, labelOf } from '@bytecraft/contracts/options';
import type { JobName, JobOf } from '@bytecraft/contracts/queues';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { storeOnce } from '@bytecraft/service-runtime/submissions/store-once';
import { JobApplication } from './job-application.entity';

type Application = JobOf<JobName.JobApplicationSubmitted> | JobOf<JobName.ResumeSubmitted>;

@Injectable()
export class JobApplicationsService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores an application (or a general resume) once, status applied, and asks for both mails. */
  async record({ id, receivedAt, data }: Application): Promise<void> {
    const { resume, ...fields } = data;
    const jobTitle = 'jobTitle' in fields ? fields.jobTitle : undefined;
    await storeOnce(this.applications, {
      id,
      receivedAt,
      data: {
        ...fields,
        resumeKey: resume.key,
        resumeName: resume.originalName,
        resumeType: resume.contentType,
        resumeSize: resume.size,
      },
    });
    await this.mail.send(
      confirmationAndAlert({
        recordId: id,
        visitorEmail: data.email,
        confirmation: MailTemplate.JobApplicationConfirmation,
        alert: MailTemplate.JobApplicationAlert,
        mailbox: StaffMailbox.Careers,
        data: {
          Position: jobTitle ?? 'General Application',
          Name: data.name,
          Email: data.email,
          Phone: data.phone,
          Experience: labelOf(EXPERIENCE_LEVELS, data.experience),
          Skills: data.skills,
          'Cover letter': data.coverLetter,
          Resume: resume.originalName,
        },
      }),
    );
  }
}
