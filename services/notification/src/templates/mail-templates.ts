import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { NEWSLETTER_CONFIRM_DAYS } from '@bytecraft/contracts/retention-policy';

/**
 * What each mail says. A confirmation says this and greets the visitor by first name; any other
 * mail lists its fields below the intro (the renderer's part).
 */
export interface TemplateText {
  subject: string;
  heading: string;
  intro: string;
}

const confirmation = (subject: string, intro: string): TemplateText => ({
  subject,
  heading: 'Thank you, we have it',
  intro,
});

const alert = (subject: string, intro: string): TemplateText => ({
  subject,
  heading: subject,
  intro,
});

/**
 * A staff reply's subject and text are staff's own (`ReplyMail`), a campaign's its writer's
 * (`CampaignMail`): they have no template text.
 */
export const MAIL_TEMPLATES: Record<
  Exclude<MailTemplate, MailTemplate.StaffReply | MailTemplate.NewsletterCampaign>,
  TemplateText
> = {
  [MailTemplate.ContactConfirmation]: confirmation(
    'We received your project enquiry',
    'Thank you for contacting Bytecraft Technologies. A consultant will send you a proposal within 24 hours.',
  ),
  [MailTemplate.ContactAlert]: alert('New contact message', 'A visitor sent the contact form:'),
  [MailTemplate.ConsultationConfirmation]: confirmation(
    'Your free consultation request',
    'Thank you for requesting a free consultation. We will contact you within 24 hours to confirm a time.',
  ),
  [MailTemplate.ConsultationAlert]: alert(
    'New consultation request',
    'A visitor asked for a consultation:',
  ),
  [MailTemplate.ScheduleCallConfirmation]: confirmation(
    'Your call request',
    'Thank you for scheduling a call. We will confirm it at your preferred time.',
  ),
  [MailTemplate.ScheduleCallAlert]: alert('New call to schedule', 'A visitor asked for a call:'),
  [MailTemplate.DeveloperHireConfirmation]: confirmation(
    'Your developer hiring request',
    'Thank you for your interest in hiring with us. We will reply within 24 hours.',
  ),
  [MailTemplate.DeveloperHireAlert]: alert(
    'New developer hire request',
    'A client wants to hire a developer:',
  ),
  [MailTemplate.JobApplicationConfirmation]: confirmation(
    'We received your application',
    'Thank you for applying to Bytecraft Technologies. Our hiring team will review your application.',
  ),
  [MailTemplate.JobApplicationAlert]: alert('New job application', 'A candidate applied:'),
  [MailTemplate.InternshipApplicationConfirmation]: confirmation(
    'We received your internship application',
    'Thank you for applying to our internship program. We will be in touch soon.',
  ),
  [MailTemplate.InternshipApplicationAlert]: alert(
    'New internship application',
    'A student applied:',
  ),
  [MailTemplate.InternshipQuestionConfirmation]: confirmation(
    'We received your question',
    'Thank you for your question about our internship program. We will answer by email shortly.',
  ),
  [MailTemplate.InternshipQuestionAlert]: alert('New internship question', 'A student asked:'),
  [MailTemplate.NewsletterWelcome]: {
    subject: 'Welcome to the Bytecraft newsletter',
    heading: 'Welcome aboard',
    intro: 'Thank you for subscribing. You will hear from us about new work, ideas and openings.',
  },
  [MailTemplate.NewsletterConfirm]: {
    subject: 'Confirm your subscription to the Bytecraft newsletter',
    heading: 'Confirm your subscription',
    intro: `This address was entered to subscribe to the Bytecraft newsletter. Follow the link below to confirm; it works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not subscribe, ignore this mail: without confirmation you will not hear from us.`,
  },
  [MailTemplate.StaffSignInCeilingAlert]: alert(
    'Staff sign-in blocked after many failed attempts',
    'Failed sign-ins to this staff account, from many networks, reached the limit: nobody can sign in to it until the time below. If this is not a colleague, someone is guessing its password.',
  ),
  [MailTemplate.StaffInvitation]: {
    subject: 'You are invited to the Bytecraft staff console',
    heading: 'Join the Bytecraft staff console',
    intro:
      'An admin invited you to the Bytecraft staff console. Follow the link below to choose your password; it works once, and only for a limited time. If you did not expect this, you can ignore this mail.',
  },
  [MailTemplate.StaffPasswordReset]: {
    subject: 'Set a new password for the Bytecraft staff console',
    heading: 'Set a new password',
    intro:
      'An admin reset the password of your Bytecraft staff account, and signed it out everywhere. Follow the link below to choose a new password; it works once, for a limited time.',
  },
  [MailTemplate.OwnerAssigned]: {
    subject: 'You now own records in the staff console',
    heading: 'You now own these records',
    intro:
      'You are now the owner of the records below, given to you by a colleague or by auto-assignment: you are the one who answers them and follows them up. Open them in the staff console to work them.',
  },
  [MailTemplate.SlaBreached]: {
    subject: 'A promised answer is past due',
    heading: 'A promised answer is past due',
    intro:
      'The answer we promised on the record below was due and has not been sent. Open it in the staff console to answer it now.',
  },
  [MailTemplate.VisitorReplied]: alert(
    'A visitor answered',
    'The visitor answered by mail; their words are below and on the record. Reply to this mail to answer them from the record.',
  ),
};

/** Every confirmation ends so: whoever typed the address need not have been its owner. */
export const NOT_YOU =
  'If you did not contact us, someone may have entered your address by mistake: you can ignore this mail.';
