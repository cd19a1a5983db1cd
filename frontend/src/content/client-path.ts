/** How an engagement runs, step by step, on /client-path. */
export interface ProcessStep {
  id: number;
  title: string;
  description: string;
  details: string[];
  duration: string;
}

export const clientPathSteps: ProcessStep[] = [
  {
    id: 1,
    title: 'Discovery Call',
    description:
      'We listen first: your goals, your users, your constraints and what success looks like to you.',
    details: [
      'A free 45-minute call with a solution architect',
      'Review of your current systems and data',
      'Signed NDA before any confidential details are shared',
      'A short summary of what we heard, sent the same day',
    ],
    duration: '1-2 days',
  },
  {
    id: 2,
    title: 'Proposal & Planning',
    description:
      'A written proposal with scope, architecture, milestones and a fixed or capped price in rupees.',
    details: [
      'Scope broken into milestones you can approve one by one',
      'Architecture and technology recommendations with trade-offs',
      'Team composition and named leads',
      'Proposal delivered within 24 hours of the final scoping session',
    ],
    duration: '3-5 days',
  },
  {
    id: 3,
    title: 'Design & Development',
    description:
      'Two-week sprints with a working demo at the end of each, so you see progress rather than status reports.',
    details: [
      'UX prototypes tested with your users before we build',
      'Fortnightly demos and a shared project board',
      'Automated tests and security reviews on every change',
      'A dedicated project manager as your single point of contact',
    ],
    duration: '4-12 weeks',
  },
  {
    id: 4,
    title: 'Launch & Handover',
    description:
      'We go live together, train your team and hand over everything needed to run the system without us.',
    details: [
      'Staged roll-out with monitoring and a rollback plan',
      'Training sessions and written runbooks for your team',
      'Full source code and documentation handed over',
      '30 days of free support after launch, then an optional SLA',
    ],
    duration: '1-2 weeks',
  },
];
