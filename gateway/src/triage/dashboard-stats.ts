import { type NewsletterStats } from '@bytecraft/contracts/newsletter';
import { RecordKind, type DashboardStats, type KindCounts } from '@bytecraft/contracts/triage';

export type KindCountsByKind = Partial<Record<RecordKind, KindCounts>>;

/**
 * The dashboard's fixed set of counts from the services' counts. A contact is 'pending' while
 * someone is on it (in_progress); every other figure is a status of the kind's own workflow.
 */
export function toDashboardStats(
  counts: KindCountsByKind,
  newsletter: NewsletterStats,
): DashboardStats {
  const of = (kind: RecordKind) => counts[kind] ?? { total: 0, byStatus: {} };
  const n = (kind: RecordKind, status: string) => of(kind).byStatus[status] ?? 0;
  return {
    contacts: {
      total: of(RecordKind.Contact).total,
      new: n(RecordKind.Contact, 'new'),
      pending: n(RecordKind.Contact, 'in_progress'),
    },
    scheduleCalls: {
      total: of(RecordKind.ScheduleCall).total,
      scheduled: n(RecordKind.ScheduleCall, 'scheduled'),
      completed: n(RecordKind.ScheduleCall, 'completed'),
    },
    consultations: {
      total: of(RecordKind.Consultation).total,
      pending: n(RecordKind.Consultation, 'pending'),
      scheduled: n(RecordKind.Consultation, 'scheduled'),
    },
    developerHires: {
      total: of(RecordKind.DeveloperHire).total,
      new: n(RecordKind.DeveloperHire, 'new'),
      reviewing: n(RecordKind.DeveloperHire, 'reviewing'),
    },
    jobApplications: {
      total: of(RecordKind.JobApplication).total,
      applied: n(RecordKind.JobApplication, 'applied'),
      screening: n(RecordKind.JobApplication, 'screening'),
    },
    internships: {
      applications: of(RecordKind.InternshipApplication).total,
      questions: of(RecordKind.InternshipQuestion).total,
    },
    newsletter: {
      total: newsletter.total,
      active: newsletter.active,
      recent: newsletter.recentSubscriptions,
    },
  };
}
