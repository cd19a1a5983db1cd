/** How a services engagement runs, shown on /services. */
export interface ServiceProcessStep {
  id: number;
  title: string;
  description: string;
  details: string[];
}

export const serviceProcess: ServiceProcessStep[] = [
  {
    id: 1,
    title: 'Discovery & Analysis',
    description:
      'We learn your goals, users and constraints, and review the systems and data you already have.',
    details: ['Stakeholder interviews', 'Current-state review', 'Success metrics agreed'],
  },
  {
    id: 2,
    title: 'Strategy & Planning',
    description:
      'We propose an architecture, a phased roadmap and a fixed estimate for the first release.',
    details: ['Solution architecture', 'Roadmap and milestones', 'Risk and budget plan'],
  },
  {
    id: 3,
    title: 'Development & Implementation',
    description:
      'We build in two-week sprints, demo working software at the end of each and ship continuously.',
    details: ['Agile sprints with demos', 'Automated testing', 'Staged rollout'],
  },
  {
    id: 4,
    title: 'Support & Optimization',
    description: 'After launch we monitor, fix and tune, and plan the next improvements with you.',
    details: ['24/7 monitoring', 'Performance tuning', 'Quarterly reviews'],
  },
];
