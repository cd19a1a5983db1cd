import type { Stat } from '../components/ui/stat-grid';
import { paths } from '../config/paths';

/**
 * The company's own story: home's about block, /about and /our-story. Its figures are
 * marketing claims, static and unverified, and they differ from page to page.
 */

/** Which icon a milestone, principle, value or impact item shows; components map the key. */
export type CompanyIconKey =
  | 'flag'
  | 'handshake'
  | 'cloud'
  | 'security'
  | 'ai'
  | 'public'
  | 'team'
  | 'award'
  | 'rocket'
  | 'client'
  | 'innovation'
  | 'expert'
  | 'integrity'
  | 'quality'
  | 'learning'
  | 'community';

/** One year of the 2017-2025 journey. */
export interface Milestone {
  year: number;
  title: string;
  description: string;
  icon: CompanyIconKey;
}

/** A principle, value or impact item: a titled sentence with an icon. */
export interface IconItem {
  title: string;
  description: string;
  icon: CompanyIconKey;
}

/** A card on home that leads job seekers and hirers on. */
export interface RecruitingCard {
  title: string;
  description: string;
  icon: 'careers' | 'internships' | 'hire';
  actionLabel: string;
  to: string;
}

export const journey: Milestone[] = [
  {
    year: 2017,
    title: 'Founded in Bengaluru',
    description:
      'Three engineers open a small office in Koramangala to build custom software for local startups.',
    icon: 'flag',
  },
  {
    year: 2018,
    title: 'First Enterprise Client',
    description:
      'A regional logistics company trusts us with its fleet-tracking platform, our first long-term partnership.',
    icon: 'handshake',
  },
  {
    year: 2019,
    title: 'Cloud Practice Launched',
    description:
      'We certify our engineers on AWS and Azure and start migrating clients from on-premise servers.',
    icon: 'cloud',
  },
  {
    year: 2020,
    title: 'Security by Default',
    description:
      'A dedicated cybersecurity team joins, and every project now ships with a threat model and audit.',
    icon: 'security',
  },
  {
    year: 2021,
    title: 'AI & Data Team',
    description:
      'Our machine learning practice delivers its first production models for healthcare and retail clients.',
    icon: 'ai',
  },
  {
    year: 2022,
    title: 'Going Global',
    description:
      'Clients in the UAE, the United Kingdom and Singapore join, served from Bengaluru around the clock.',
    icon: 'public',
  },
  {
    year: 2023,
    title: 'Twenty Strong',
    description:
      'The team passes 20 specialists and opens its internship programme for engineering students.',
    icon: 'team',
  },
  {
    year: 2024,
    title: 'ISO 27001 Certified',
    description:
      'Our information-security management is certified, and our clients see 99.9% uptime on platforms we run.',
    icon: 'award',
  },
  {
    year: 2025,
    title: 'The Next Chapter',
    description:
      'Generative AI assistants, platform engineering and a growing client base across five countries.',
    icon: 'rocket',
  },
];

export const principles: IconItem[] = [
  {
    title: 'Client-Centric Approach',
    description:
      'We start from your business goals, involve your people early and measure success by your results.',
    icon: 'client',
  },
  {
    title: 'Innovation Leadership',
    description:
      'We adopt new technology when it earns its place, and explain the trade-offs before we recommend it.',
    icon: 'innovation',
  },
  {
    title: 'Expert Excellence',
    description:
      'Certified engineers, peer-reviewed code and tested releases are how every engagement runs.',
    icon: 'expert',
  },
  {
    title: 'Global Perspective',
    description:
      'We deliver from Bengaluru to clients across five countries, with the time-zone coverage they need.',
    icon: 'public',
  },
];

export const ourStoryStats: Stat[] = [
  { value: '25+', label: 'Projects Completed' },
  { value: '20+', label: 'Expert Team Members' },
  { value: '5+', label: 'Countries Served' },
  { value: '99%', label: 'Client Satisfaction Rate' },
];

export const mission: string[] = [
  'Our mission is to make dependable, modern technology available to every ambitious business, not only to the largest ones.',
  'We do it by pairing senior engineers with each client, building in small, visible steps and leaving behind systems that their own teams can understand and run.',
];

export const storyValues: IconItem[] = [
  {
    title: 'Integrity',
    description: 'Honest estimates, transparent pricing in ₹ and no surprises in the invoice.',
    icon: 'integrity',
  },
  {
    title: 'Quality',
    description: 'Automated tests, code reviews and security checks on every release.',
    icon: 'quality',
  },
  {
    title: 'Continuous Learning',
    description:
      'Certifications, tech talks and research time keep our skills ahead of the market.',
    icon: 'learning',
  },
  {
    title: 'Community',
    description:
      'Internships, open-source contributions and meet-ups give back to the Bengaluru tech scene.',
    icon: 'community',
  },
];

export const globalImpact: IconItem[] = [
  {
    title: 'Five Countries',
    description: 'Clients in India, the UAE, the United Kingdom, Singapore and the United States.',
    icon: 'public',
  },
  {
    title: 'Millions of End Users',
    description: 'Patients, shoppers and students use platforms we built and operate every day.',
    icon: 'team',
  },
  {
    title: 'Round-the-Clock Support',
    description: 'A follow-the-sun support rota keeps critical systems answered within the hour.',
    icon: 'security',
  },
];

export interface AboutCopy {
  title: string;
  paragraphs: string[];
  highlights: string[];
}

export const homeAbout: AboutCopy = {
  title: 'About Bytecraft Technologies',
  paragraphs: [
    'Since 2017 we have helped startups and enterprises turn ideas into secure, scalable software. Our Bengaluru team combines AI, cloud, security and product engineering under one roof.',
    'Every engagement gets a senior lead, weekly demos and a clear plan, so you always know what is being built and why.',
  ],
  highlights: [
    'Senior engineers on every project',
    'Security reviews built into delivery',
    'Transparent, fixed-scope pricing in ₹',
    '24/7 support for production systems',
  ],
};

export const resultsMetrics: Stat[] = [
  { value: '50+', label: 'Projects Delivered' },
  { value: '10+', label: 'Enterprise Clients' },
  { value: '99.9%', label: 'Platform Uptime' },
  { value: '8+', label: 'Years of Experience' },
];

export const recruitingCards: RecruitingCard[] = [
  {
    title: 'Careers',
    description: 'Join our engineering, product, design, data and sales teams in Bengaluru.',
    icon: 'careers',
    actionLabel: 'View Open Roles',
    to: paths.careers,
  },
  {
    title: 'Internships',
    description: 'Three-to-six-month paid internships with real client work and a mentor.',
    icon: 'internships',
    actionLabel: 'Explore Internships',
    to: paths.internships,
  },
  {
    title: 'Hire Developers',
    description: 'Add vetted Bytecraft engineers to your team by the hour or by the month.',
    icon: 'hire',
    actionLabel: 'Hire Developers',
    to: paths.hireDevelopers,
  },
];
