// Apart from mail.ts, which reads the kinds' registry: a kind's definition names its mails here.

/** Mail the notification service knows how to write, one template each. */
export enum MailTemplate {
  ContactConfirmation = 'contact-confirmation',
  ContactAlert = 'contact-alert',
  ConsultationConfirmation = 'consultation-confirmation',
  ConsultationAlert = 'consultation-alert',
  ScheduleCallConfirmation = 'schedule-call-confirmation',
  ScheduleCallAlert = 'schedule-call-alert',
  DeveloperHireConfirmation = 'developer-hire-confirmation',
  DeveloperHireAlert = 'developer-hire-alert',
  JobApplicationConfirmation = 'job-application-confirmation',
  JobApplicationAlert = 'job-application-alert',
  InternshipApplicationConfirmation = 'internship-application-confirmation',
  InternshipApplicationAlert = 'internship-application-alert',
  InternshipQuestionConfirmation = 'internship-question-confirmation',
  InternshipQuestionAlert = 'internship-question-alert',
  NewsletterWelcome = 'newsletter-welcome',
  /** Double opt-in: the link that confirms a pending subscription (`newsletter-confirm`). */
  NewsletterConfirm = 'newsletter-confirm',
  /** Failed sign-ins to one staff account, from any clients, reached the per-account ceiling. */
  StaffSignInCeilingAlert = 'staff-sign-in-ceiling-alert',
  /** An admin invited the address to the staff console: a one-time link to set a password. */
  StaffInvitation = 'staff-invitation',
  /** An admin reset a staff member's password: a one-time link to set a new one. */
  StaffPasswordReset = 'staff-password-reset',
  /** A staff member's reply to a visitor, written in the console (`ReplyMail`). */
  StaffReply = 'staff-reply',
  /** Records were given to a staff member to work: a short note with their links. */
  OwnerAssigned = 'owner-assigned',
  /** A newsletter campaign's mail to one subscriber, or its test to a staff member (`CampaignMail`). */
  NewsletterCampaign = 'newsletter-campaign',
  /** A record's promised answer is past due: to its owner, or its kind's mailbox. */
  SlaBreached = 'sla-breached',
  /** A visitor's mailed answer joined a record: to its owner, or its kind's mailbox. */
  VisitorReplied = 'visitor-replied',
}

/** Staff mailboxes; their addresses are the notification service's configuration. */
export enum StaffMailbox {
  Sales = 'sales',
  Careers = 'careers',
  Internships = 'internships',
}
