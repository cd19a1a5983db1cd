import { confirmationAndAlert, MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail';
import { AVAILABILITIES, labelOf } from '@bytecraft/contracts/options';
import type { JobName, JobOf } from '@bytecraft/contracts/queues';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { storeOnce } from '@bytecraft/service-runtime/submissions/store-once';
import { InternshipApplication } from './internship-application.entity';

@Injectable()
export class InternshipApplicationsService {
  constructor(
    @InjectRepository(InternshipApplication)
    private readonly applications: Repository<InternshipApplication>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores an internship application once and asks for both mails. */
  async record({
    id,
    receivedAt,
    data,
  }: JobOf<JobName.InternshipApplicationSubmitted>): Promise<void> {
    const { resume, ...fields } = data;
    await storeOnce(this.applications, {
      id,
      receivedAt,
      data: { ...fields, resumeKey: resume?.key, resumeName: resume?.originalName },
    });
    await this.mail.send(
      confirmationAndAlert({
        recordId: id,
        visitorEmail: data.email,
        confirmation: MailTemplate.InternshipApplicationConfirmation,
        alert: MailTemplate.InternshipApplicationAlert,
        mailbox: StaffMailbox.Internships,
        data: {
          Name: data.name,
          Email: data.email,
          Phone: data.phone,
          University: data.university,
          'Major/Course': data.course,
          'Graduation year': data.year,
          Availability: labelOf(AVAILABILITIES, data.availability),
          Skills: data.skills,
          Experience: data.experience,
          Motivation: data.motivation,
          Portfolio: data.portfolioUrl,
          Resume: resume?.originalName,
        },
      }),
    );
  }
}
