import type { NewsletterStats } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { RecordKind } from '@bytecraft/contracts/records';
import type { DashboardStats } from '@bytecraft/contracts/records/dashboard';
import type { KindCounts } from '@bytecraft/contracts/records/lists';

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
      total: of('contact').total,
      new: n('contact', 'new'),
      pending: n('contact', 'in_progress'),
    },
    scheduleCalls: {
      total: of('schedule-call').total,
      scheduled: n('schedule-call', 'scheduled'),
      completed: n('schedule-call', 'completed'),
    },
    consultations: {
      total: of('consultation').total,
      pending: n('consultation', 'pending'),
      scheduled: n('consultation', 'scheduled'),
    },
    developerHires: {
      total: of('developer-hire').total,
      new: n('developer-hire', 'new'),
      reviewing: n('developer-hire', 'reviewing'),
    },
    jobApplications: {
      total: of('job-application').total,
      applied: n('job-application', 'applied'),
      screening: n('job-application', 'screening'),
    },
    internships: {
      applications: of('internship-application').total,
      questions: of('internship-question').total,
    },
    newsletter: {
      total: newsletter.total,
      active: newsletter.active,
      recent: newsletter.recentSubscriptions,
    },
  };
}
