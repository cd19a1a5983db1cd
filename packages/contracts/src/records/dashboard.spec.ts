import { dashboardStatsOf, EMPTY_DASHBOARD_STATS } from './dashboard';

describe('the dashboard’s stats', () => {
  it('has the cards and figures the console reads, read from the kinds’ definitions', () => {
    expect(EMPTY_DASHBOARD_STATS).toEqual({
      contacts: { total: 0, new: 0, pending: 0 },
      scheduleCalls: { total: 0, scheduled: 0, completed: 0 },
      consultations: { total: 0, pending: 0, scheduled: 0 },
      developerHires: { total: 0, new: 0, reviewing: 0 },
      jobApplications: { total: 0, applied: 0, screening: 0 },
      internships: { applications: 0, questions: 0 },
      newsletter: { total: 0, active: 0, recent: 0 },
    });
  });

  it('counts each figure of its own kind, by what it counts', () => {
    const stats = dashboardStatsOf((kind, counted) => `${kind}:${counted}`.length);
    expect(stats.contacts.pending).toBe('contact:in_progress'.length);
    expect(stats.internships).toEqual({
      applications: 'internship-application:total'.length,
      questions: 'internship-question:total'.length,
    });
    expect(stats.newsletter.recent).toBe('newsletter-subscription:recent'.length);
  });
});
