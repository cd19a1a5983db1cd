import type { Stat } from '../components/ui/stat-grid';

/** The people on /team and, the first four, on home. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Shown in the avatar: the site loads no photos. */
  initials: string;
  specialties: string[];
  social: { linkedin?: string; github?: string; x?: string };
}

/** Which icon a department or culture value shows; the components map each key to an icon. */
export type TeamIconKey =
  | 'code'
  | 'cloud'
  | 'security'
  | 'ai'
  | 'design'
  | 'support'
  | 'collaboration'
  | 'excellence'
  | 'diversity'
  | 'agility'
  | 'innovation'
  | 'growth';

/** A practice group and how many specialists it has. */
export interface Department {
  name: string;
  experts: number;
  description: string;
  icon: TeamIconKey;
}

/** One of the culture values on /team. */
export interface CultureValue {
  title: string;
  description: string;
  icon: TeamIconKey;
}

/** How many members home shows as its leadership team. */
export const LEADERSHIP_COUNT = 4;

export const teamMembers: TeamMember[] = [
  {
    name: 'Arjun Krishnan',
    role: 'Founder & Chief Executive Officer',
    bio: 'Started Bytecraft in 2017 after a decade building payment systems. Still reviews architecture for every new engagement.',
    initials: 'AK',
    specialties: ['Technology Strategy', 'Distributed Systems', 'Fintech'],
    social: {
      linkedin: 'https://www.linkedin.com/in/arjun-krishnan-bytecraft',
      x: 'https://x.com/arjun_bytecraft',
    },
  },
  {
    name: 'Divya Raghavan',
    role: 'Chief Technology Officer',
    bio: 'Leads engineering standards across cloud, data and AI practices, and mentors our tech leads through monthly design clinics.',
    initials: 'DR',
    specialties: ['Cloud Architecture', 'Kubernetes', 'Platform Engineering'],
    social: {
      linkedin: 'https://www.linkedin.com/in/divya-raghavan-bytecraft',
      github: 'https://github.com/divya-raghavan',
    },
  },
  {
    name: 'Sameer Qureshi',
    role: 'Head of AI & Data',
    bio: 'Former research engineer who now turns models into dependable products, from document understanding to demand forecasting.',
    initials: 'SQ',
    specialties: ['Machine Learning', 'NLP', 'MLOps'],
    social: {
      linkedin: 'https://www.linkedin.com/in/sameer-qureshi-bytecraft',
      github: 'https://github.com/sameer-qureshi',
    },
  },
  {
    name: 'Lakshmi Menon',
    role: 'Head of Client Delivery',
    bio: 'Makes sure every project ships on the date we promised, with weekly demos and plain-language status reports.',
    initials: 'LM',
    specialties: ['Agile Delivery', 'Stakeholder Management', 'Quality Assurance'],
    social: {
      linkedin: 'https://www.linkedin.com/in/lakshmi-menon-bytecraft',
      x: 'https://x.com/lakshmi_delivers',
    },
  },
  {
    name: 'Nikhil Joshi',
    role: 'Principal Security Engineer',
    bio: 'Runs threat modelling and penetration tests for our clients, and keeps our own ISO 27001 controls honest.',
    initials: 'NJ',
    specialties: ['Penetration Testing', 'Zero Trust', 'Compliance'],
    social: {
      linkedin: 'https://www.linkedin.com/in/nikhil-joshi-bytecraft',
      github: 'https://github.com/nikhil-joshi-sec',
    },
  },
  {
    name: 'Farah Siddiqui',
    role: 'Lead Full-Stack Engineer',
    bio: 'Builds React and Node.js products end to end and cares about accessibility as much as about response times.',
    initials: 'FS',
    specialties: ['React', 'Node.js', 'Accessibility'],
    social: {
      github: 'https://github.com/farah-siddiqui',
      linkedin: 'https://www.linkedin.com/in/farah-siddiqui-bytecraft',
    },
  },
  {
    name: 'Rahul Bhat',
    role: 'DevOps Lead',
    bio: 'Automates everything between a merged pull request and production, with observability that wakes the right person.',
    initials: 'RB',
    specialties: ['CI/CD', 'Terraform', 'Observability'],
    social: {
      github: 'https://github.com/rahul-bhat-ops',
      x: 'https://x.com/rahulbhat_ops',
    },
  },
  {
    name: 'Pooja Venkatesh',
    role: 'Lead Product Designer',
    bio: 'Turns workshops with users into clear flows and design systems that engineers enjoy building from.',
    initials: 'PV',
    specialties: ['UX Research', 'Design Systems', 'Prototyping'],
    social: {
      linkedin: 'https://www.linkedin.com/in/pooja-venkatesh-design',
    },
  },
  {
    name: 'Karthik Subramanian',
    role: 'Blockchain Engineer',
    bio: 'Designs smart contracts and supply-chain ledgers, with audits and test coverage before anything touches mainnet.',
    initials: 'KS',
    specialties: ['Solidity', 'Hyperledger Fabric', 'Smart Contract Audits'],
    social: {
      github: 'https://github.com/karthik-subramanian',
      linkedin: 'https://www.linkedin.com/in/karthik-subramanian-bytecraft',
    },
  },
];

export const teamStats: Stat[] = [
  { value: '20+', label: 'Team Members' },
  { value: '6', label: 'Departments' },
  { value: '50+', label: 'Certifications' },
  { value: '24/7', label: 'Support' },
];

export const departments: Department[] = [
  {
    name: 'Engineering',
    experts: 8,
    description:
      'Full-stack web and mobile developers who build products from first sprint to scale.',
    icon: 'code',
  },
  {
    name: 'Cloud & DevOps',
    experts: 4,
    description: 'Architects and SREs for migrations, Kubernetes platforms and delivery pipelines.',
    icon: 'cloud',
  },
  {
    name: 'Cybersecurity',
    experts: 3,
    description: 'Security engineers for audits, penetration tests and compliance programmes.',
    icon: 'security',
  },
  {
    name: 'AI & Data',
    experts: 4,
    description: 'Data engineers and ML specialists who take models from notebook to production.',
    icon: 'ai',
  },
  {
    name: 'Design',
    experts: 2,
    description:
      'Product designers and researchers who keep every interface simple and accessible.',
    icon: 'design',
  },
  {
    name: 'Client Success',
    experts: 3,
    description: 'Delivery managers and support engineers who answer around the clock.',
    icon: 'support',
  },
];

export const cultureValues: CultureValue[] = [
  {
    title: 'Collaboration',
    description:
      'We work as one team with our clients: shared boards, open demos and no hand-offs over a wall.',
    icon: 'collaboration',
  },
  {
    title: 'Excellence',
    description:
      'Reviewed code, tested releases and honest estimates are the baseline, not a premium.',
    icon: 'excellence',
  },
  {
    title: 'Diversity',
    description:
      'People from many backgrounds, states and disciplines make our solutions fit more users.',
    icon: 'diversity',
  },
  {
    title: 'Agility',
    description:
      'Short cycles and quick feedback let us change course the moment the business does.',
    icon: 'agility',
  },
  {
    title: 'Innovation',
    description: 'Every engineer gets time to try new tools, and the best ideas reach client work.',
    icon: 'innovation',
  },
  {
    title: 'Growth',
    description:
      'A learning budget, paid certifications and mentors help everyone grow their career here.',
    icon: 'growth',
  },
];
