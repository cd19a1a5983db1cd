import type { ContactInput } from '@bytecraft/contracts/kinds/contact';
import { confirmationAndAlert } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import type { RecordKind } from '@bytecraft/contracts/records';
import { randomBytes, randomUUID } from 'node:crypto';
import { zipOf } from './zip';

const unique = () => randomBytes(3).toString('hex');

/** A valid contact message; each call has its own address so tests can find their mail. */
export const buildContact = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Asha Rao',
  email: `asha.${unique()}@example.com`,
  company: 'Rao Logistics',
  phone: '+91 98765 43210',
  service: 'cloud',
  budget: '25k-50k',
  message: 'We want to move our dispatch system to the cloud this year.',
  timeline: '3-6-months',
  ...overrides,
});

/** The job the gateway would publish for a contact form. */
export const buildContactSubmission = (overrides: Partial<ContactInput> = {}) => ({
  id: randomUUID(),
  receivedAt: new Date().toISOString(),
  data: { ...buildContact(overrides) },
});

/** A contact's two mails, as the lead service asks for them: to `email` as typed, and to sales. */
export const contactMails = (email: string, recordId: string = randomUUID()) =>
  confirmationAndAlert({
    kind: 'contact',
    recordId,
    visitor: { name: 'Asha Rao', email },
    confirmation: MailTemplate.ContactConfirmation,
    alert: MailTemplate.ContactAlert,
    mailbox: StaffMailbox.Sales,
    data: { Name: 'Asha Rao', Email: email, Message: 'We want to move to the cloud.' },
  });

export const buildConsultation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vikram Shah',
  email: `vikram.${unique()}@example.com`,
  phone: '+91 90000 11111',
  company: 'Shah Retail',
  service: 'Cloud Computing',
  budget: '25k-50k',
  timeline: '3-months',
  message: 'Planning a move off our data centre.',
  ...overrides,
});

export const buildScheduleCall = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  email: `meera.${unique()}@example.com`,
  phone: '+91 90000 22222',
  company: 'Iyer Foods',
  purpose: 'project-discussion',
  preferredTime: 'morning',
  message: 'Tuesdays work best.',
  ...overrides,
});

export const buildDeveloperHire = (overrides: Record<string, unknown> = {}) => ({
  name: 'Karan Mehta',
  email: `karan.${unique()}@example.com`,
  company: 'Mehta Labs',
  projectType: 'web-development',
  budget: '10k-25k',
  timeline: '1-month',
  message: 'We need a senior React developer for a six-month engagement.',
  developerId: '3',
  ...overrides,
});

/** Application fields as the multipart form sends them (strings only). */
export const buildJobApplication = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Priya Nair',
  email: `priya.${unique()}@example.com`,
  phone: '+91 90000 33333',
  experience: '3-5',
  skills: 'TypeScript, NestJS, PostgreSQL, Redis',
  coverLetter:
    'I have built event-driven services for four years and would love to join your team.',
  jobId: '2',
  jobTitle: 'Senior Backend Engineer',
  ...overrides,
});

export const buildInternshipApplication = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Rohan Das',
  email: `rohan.${unique()}@example.com`,
  university: 'IIT Madras',
  course: 'Computer Science',
  year: '2026',
  availability: 'full-time',
  motivation: 'I want to learn how production systems are built and operated by a real team.',
  ...overrides,
});

export const buildInternshipQuestion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Khan',
  email: `sara.${unique()}@example.com`,
  question: 'Is the internship paid, and can it be done remotely?',
  internshipInterest: 'software-development',
  ...overrides,
});

export const buildNewsletterSubscription = (overrides: Record<string, unknown> = {}) => ({
  email: `reader.${unique()}@example.com`,
  source: 'footer',
  ...overrides,
});

type Fields = Record<string, unknown>;

/** Each kind's valid submission by the kind's id, its fields as its public form sends them. */
export const SUBMISSION_FACTORIES: Record<RecordKind, (overrides?: Fields) => Fields> = {
  contact: buildContact,
  'schedule-call': buildScheduleCall,
  consultation: buildConsultation,
  'developer-hire': buildDeveloperHire,
  'job-application': buildJobApplication as (overrides?: Fields) => Fields,
  'internship-application': buildInternshipApplication as (overrides?: Fields) => Fields,
  'internship-question': buildInternshipQuestion,
  'newsletter-subscription': buildNewsletterSubscription,
};

/** Small files whose first bytes say what they are. */
export const files = {
  /** A PDF of `size` bytes in all: its header, then `a`s (or random bytes, which do not compress). */
  pdf: ({ size = 2057, random = false }: { size?: number; random?: boolean } = {}) => {
    const header = Buffer.from('%PDF-1.7\n');
    const rest = size - header.length;
    return Buffer.concat([header, random ? randomBytes(rest) : Buffer.alloc(rest, 'a')]);
  },
  doc: () =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(2048, 0),
    ]),
  docx: () =>
    zipOf([
      ['[Content_Types].xml', '<Types/>'],
      ['_rels/.rels', '<Relationships/>'],
      ['word/document.xml', '<w:document/>'],
    ]),
  executable: () => Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(4096, 0)]),
  oversized: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 'a')]),
};
