/** The ways to hire a developer on /hire-developers. */
export interface EngagementModel {
  id: 'hourly' | 'project' | 'team';
  title: string;
  description: string;
  /** The headline price, e.g. 'From ₹1,400/hour'. */
  pricing: string;
  features: string[];
  mostPopular?: boolean;
}

export const engagementModels: EngagementModel[] = [
  {
    id: 'hourly',
    title: 'Hourly Rate',
    description:
      'Pay only for the hours worked: right for short tasks, audits and evolving scopes.',
    pricing: 'From ₹1,400/hour',
    features: ['No minimum commitment', 'Weekly timesheets', 'Scale hours up or down at any time'],
  },
  {
    id: 'project',
    title: 'Project-Based',
    description: 'A fixed scope, price and timeline agreed up front, with milestones you sign off.',
    pricing: 'Fixed quote per project',
    features: [
      'Clear deliverables and milestones',
      'Dedicated project manager',
      'Warranty period after launch',
    ],
    mostPopular: true,
  },
  {
    id: 'team',
    title: 'Dedicated Team',
    description: 'Developers who work only on your product, as an extension of your own team.',
    pricing: 'Monthly retainer',
    features: [
      'Full-time developers on your roadmap',
      'Your tools, rituals and time zone overlap',
      'Replacement within two weeks if needed',
    ],
  },
];
