import type { Stat } from '../components/ui/stat-grid';

/** What we care about, on /career-opportunities. */
export interface CompanyValue {
  title: string;
  description: string;
}

/** A group of perks, e.g. 'Health & Wellness' and what it includes. */
export interface BenefitGroup {
  title: string;
  items: string[];
}

export const careerStats: Stat[] = [
  { value: '15+', label: 'Team Members' },
  { value: '5+', label: 'Countries' },
  { value: '98%', label: 'Satisfaction' },
  { value: '4.8/5', label: 'Rating' },
];

export const companyValues: CompanyValue[] = [
  {
    title: 'Ownership',
    description:
      'We take problems from first question to production and stay with them after launch.',
  },
  {
    title: 'Craft',
    description:
      'Readable code, honest estimates and tests that prove things work: quality is part of the job.',
  },
  {
    title: 'Curiosity',
    description:
      'We learn in public, share what we find and try new tools where they help our clients.',
  },
  {
    title: 'Respect',
    description:
      'Diverse backgrounds, clear communication and time for life outside work make better teams.',
  },
];

export const benefitGroups: BenefitGroup[] = [
  {
    title: 'Health & Wellness',
    items: [
      'Medical insurance for you, your partner, children and parents',
      'Annual health check-ups',
      'Mental-health counselling sessions',
    ],
  },
  {
    title: 'Growth & Learning',
    items: [
      'Learning budget of ₹50,000 a year',
      'Paid certification exams',
      'Mentorship and internal tech talks',
    ],
  },
  {
    title: 'Flexibility',
    items: [
      'Hybrid work from our Bengaluru office',
      'Flexible working hours',
      '24 days of paid leave plus public holidays',
    ],
  },
  {
    title: 'Rewards',
    items: [
      'Competitive salaries reviewed every year',
      'Annual performance bonus',
      'Home-office setup allowance',
    ],
  },
];
