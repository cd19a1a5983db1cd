import type { UnmatchedMail } from '@bytecraft/contracts/inbound';
import type { ConsultationRecord } from '@bytecraft/contracts/kinds/consultation';
import type { ContactRecord } from '@bytecraft/contracts/kinds/contact';
import type { DeveloperHireRecord } from '@bytecraft/contracts/kinds/developer-hire';
import type { InternshipApplicationRecord } from '@bytecraft/contracts/kinds/internship-application';
import type { InternshipQuestionRecord } from '@bytecraft/contracts/kinds/internship-question';
import type { JobApplicationRecord } from '@bytecraft/contracts/kinds/job-application';
import type { ScheduleCallRecord } from '@bytecraft/contracts/kinds/schedule-call';
import {
  EMPTY_NEWSLETTER_STATS,
  type NewsletterStats,
  type NewsletterSubscriptionRecord,
} from '@bytecraft/contracts/kinds/newsletter-subscription';
import {
  AuditAction,
  StaffRole,
  type AuditEntry,
  type StaffMe,
  type StaffMember,
} from '@bytecraft/contracts/staff-team';
import type {
  ReplyTemplate,
  StaffDirectoryEntry,
  ActivityEntry,
  Detailed,
} from '@bytecraft/contracts/records/work';
import { kindOf, type KindOf, type RecordKind } from '@bytecraft/contracts/records';
import {
  EMPTY_DASHBOARD_STATS,
  type DashboardStats,
  type Workload,
  type WorkloadOfKind,
} from '@bytecraft/contracts/records/dashboard';
import type { SlaFigures, SlaReport } from '@bytecraft/contracts/records/sla';

// Small factories for the staff API's records (bulletproof-react's data generators): each test
// names only what it is about.
let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
const at = (minutesAgo: number) =>
  new Date(Date.UTC(2026, 0, 15, 12) - minutesAgo * 60_000).toISOString();

/**
 * Each field of a kind's form as a record without it reads (null), for the factories to spread
 * first: a field a form gains needs no line here.
 */
const unsent = <K extends RecordKind>(kind: K) =>
  Object.fromEntries(
    Object.keys(kindOf(kind).schema.shape).map((field) => [field, null]),
  ) as Record<keyof KindOf<K>['schema']['shape'], null>;

/** A record nobody has worked yet: no owner, no follow-up, no reply. */
const unworked = {
  ownerId: null,
  followUpAt: null,
  firstReplyAt: null,
  visitorReplyAt: null,
  dueAt: null,
  atRiskAt: null,
  priority: null,
  lastPromise: null,
};

export function contact(overrides: Partial<ContactRecord> = {}): ContactRecord {
  return {
    id: nextId(),
    ...unsent('contact'),
    name: 'Asha Rao',
    email: 'asha@example.com',
    company: 'Rao Logistics',
    service: 'cloud',
    message: 'We want to move our dispatch system to the cloud.',
    status: 'new',
    createdAt: at(sequence),
    updatedAt: at(sequence),
    ...unworked,
    ...overrides,
  };
}

export function consultation(overrides: Partial<ConsultationRecord> = {}): ConsultationRecord {
  return {
    id: nextId(),
    ...unsent('consultation'),
    name: 'Vikram Shah',
    email: 'vikram@example.com',
    company: 'Shah Retail',
    service: 'Cloud Computing',
    status: 'pending',
    createdAt: at(sequence),
    updatedAt: at(sequence),
    ...unworked,
    ...overrides,
  };
}

export function scheduleCall(overrides: Partial<ScheduleCallRecord> = {}): ScheduleCallRecord {
  return {
    id: nextId(),
    ...unsent('schedule-call'),
    name: 'Karan Mehta',
    email: 'karan@example.com',
    company: 'Mehta Foods',
    purpose: 'consultation',
    preferredTime: 'morning',
    status: 'scheduled',
    createdAt: at(sequence),
    updatedAt: at(sequence),
    ...unworked,
    ...overrides,
  };
}

export function developerHire(overrides: Partial<DeveloperHireRecord> = {}): DeveloperHireRecord {
  return {
    id: nextId(),
    ...unsent('developer-hire'),
    name: 'Rohan Mehta',
    email: 'rohan@example.com',
    company: 'PayLoop',
    projectType: 'mobile-app',
    message: 'An offline-first field sales app for Android and iOS.',
    status: 'new',
    createdAt: at(sequence),
    updatedAt: at(sequence),
    ...unworked,
    ...overrides,
  };
}

export function jobApplication(
  overrides: Partial<JobApplicationRecord> = {},
): JobApplicationRecord {
  const id = overrides.id ?? nextId();
  return {
    id,
    ...unsent('job-application'),
    name: 'Priya Nair',
    email: 'priya@example.com',
    phone: '+91 90000 33333',
    jobTitle: 'Senior Backend Engineer',
    experience: '3-5',
    skills: 'TypeScript, NestJS',
    coverLetter: 'I have built event-driven services for four years.',
    resumeUrl: `/api/job-application/${id}/resume`,
    resumeName: 'Priya Nair - resume.pdf',
    resumeType: 'application/pdf',
    resumeSize: 1024,
    status: 'applied',
    createdAt: at(sequence),
    updatedAt: at(sequence),
    ...unworked,
    ...overrides,
  };
}

/** An internship application, sent without a resume unless the test gives it one. */
export function internshipApplication(
  overrides: Partial<InternshipApplicationRecord> = {},
): InternshipApplicationRecord {
  return {
    id: nextId(),
    ...unsent('internship-application'),
    name: 'Nisha Verma',
    email: 'nisha@example.com',
    university: 'IIIT Bangalore',
    course: 'Computer Science',
    motivation: 'I want to build data pipelines that real businesses depend on.',
    resumeUrl: null,
    resumeName: null,
    resumeType: null,
    status: 'new',
    createdAt: at(sequence),
    updatedAt: at(sequence),
    ...unworked,
    ...overrides,
  };
}

export function question(
  overrides: Partial<InternshipQuestionRecord> = {},
): InternshipQuestionRecord {
  return {
    id: nextId(),
    ...unsent('internship-question'),
    name: 'Meera Iyer',
    email: 'meera@example.com',
    university: 'IIT Madras',
    question: 'Can second-year students apply for the summer program?',
    internshipInterest: 'ai-ml',
    response: null,
    respondedBy: null,
    respondedAt: null,
    createdAt: at(sequence),
    updatedAt: at(sequence),
    ...unworked,
    ...overrides,
  };
}

export function subscription(
  overrides: Partial<NewsletterSubscriptionRecord> = {},
): NewsletterSubscriptionRecord {
  return {
    id: nextId(),
    email: `reader${sequence}@example.com`,
    status: 'active',
    source: 'footer',
    subscribedAt: at(sequence),
    unsubscribedAt: null,
    consent: null,
    ...overrides,
  };
}

export const detailed = <T>(record: T, activity: ActivityEntry[] = []): Detailed<T> => ({
  ...record,
  activity,
});

/** One page of a staff list, as the API answers it. */
export function listBody<T>(records: T[], { page = 1, limit = 10, total = records.length } = {}) {
  return {
    success: true,
    data: records,
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** A kind's totals by status (the board's column headings), as the API answers them. */
export function countsBody(byStatus: Record<string, number> = {}) {
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { success: true, data: { total, byStatus } };
}

export function dashboardStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return { ...EMPTY_DASHBOARD_STATS, ...overrides };
}

export function newsletterStats(overrides: Partial<NewsletterStats> = {}): NewsletterStats {
  return { ...EMPTY_NEWSLETTER_STATS, ...overrides };
}

/** A mail to the inbound address that matched no record. */
export function unmatchedMail(overrides: Partial<UnmatchedMail> = {}): UnmatchedMail {
  return {
    id: nextId(),
    from: 'stranger@example.org',
    subject: 'About my project',
    text: 'Hello, is anyone there?',
    receivedAt: at(120),
    ...overrides,
  };
}

/** Who is signed in: an admin unless a test says otherwise. */
export function staffMe(overrides: Partial<StaffMe> = {}): StaffMe {
  return {
    id: '0b0b0b0b-0000-4000-8000-000000000001',
    email: 'staff@bytecraft.example',
    name: null,
    role: StaffRole.Admin,
    twoFactor: false,
    ...overrides,
  };
}

export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  const id = nextId();
  return {
    id,
    email: `member-${id.slice(-4)}@bytecraft.example`,
    name: null,
    role: StaffRole.Staff,
    state: 'active',
    lastSignInAt: at(sequence),
    twoFactor: false,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: nextId(),
    at: at(sequence),
    actorId: nextId(),
    action: AuditAction.SignIn,
    target: null,
    client: '203.0.113.7',
    ...overrides,
  };
}

/** A colleague as the staff directory lists them. */
export function directoryEntry(overrides: Partial<StaffDirectoryEntry> = {}): StaffDirectoryEntry {
  const id = nextId();
  return {
    id,
    name: `Colleague ${id.slice(-4)}`,
    email: `colleague-${id.slice(-4)}@bytecraft.example`,
    active: true,
    ...overrides,
  };
}

export function replyTemplate(overrides: Partial<ReplyTemplate> = {}): ReplyTemplate {
  return {
    id: nextId(),
    name: 'First answer',
    subject: 'Your enquiry, {{firstName}}',
    body: 'Hello {{firstName}},\n\nThank you for writing to us.\n\n{{staffName}}',
    kinds: [],
    updatedById: staffMe().id,
    updatedAt: at(sequence),
    ...overrides,
  };
}

/** One kind's dashboard figures: nothing waiting, no reply yet, a 24-hour promise. */
export function workloadOfKind(overrides: Partial<WorkloadOfKind> = {}): WorkloadOfKind {
  return {
    waiting: 0,
    overdue: 0,
    medianFirstReplyHours: null,
    repliedIn30Days: 0,
    replyWithinHours: 24,
    ...overrides,
  };
}

export const workloadBody = (workload: Workload = {}) => ({ success: true, data: workload });

/** Figures of promises: nothing due unless told. */
export function slaFigures(overrides: Partial<SlaFigures> = {}): SlaFigures {
  return {
    due: 0,
    kept: 0,
    breached: 0,
    hitRate: null,
    medianFirstResponseHours: null,
    ...overrides,
  };
}

/** An SLA report with nothing due unless told. */
export function slaReport(overrides: Partial<SlaReport> = {}): SlaReport {
  return {
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-31T00:00:00.000Z',
    overall: slaFigures(),
    byKind: [],
    byOwner: [],
    misses: [],
    ...overrides,
  };
}

export const slaBody = (report: SlaReport = slaReport()) => ({ success: true, data: report });
