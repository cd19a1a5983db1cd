import type { Stat } from '../components/ui/stat-grid';

/** Developers a client can hire on /hire-developers. */
export interface DeveloperProfile {
  id: number;
  name: string;
  role: string;
  experience: string;
  skills: string[];
  /** Average client rating out of 5. */
  rating: number;
  /** Projects delivered with Bytecraft. */
  projects: number;
  /** Rupees per hour. */
  hourlyRate: number;
  location: string;
  availability: 'Available' | 'Available Soon' | 'Busy';
  initials: string;
  bio: string;
  specialties: string[];
}

export const hireDeveloperStats: Stat[] = [
  { value: '15+', label: 'Expert Developers' },
  { value: '98%', label: 'Client Satisfaction' },
  { value: '20+', label: 'Projects Delivered' },
  { value: '24/7', label: 'Support Available' },
];

export const developers: DeveloperProfile[] = [
  {
    id: 1,
    name: 'Arjun Menon',
    role: 'Senior Full-Stack Developer',
    experience: '8 years',
    skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'AWS'],
    rating: 4.9,
    projects: 34,
    hourlyRate: 3200,
    location: 'Bengaluru, India',
    availability: 'Available',
    initials: 'AM',
    bio: 'Builds web platforms end to end, from the data model to the last pixel, and has shipped booking and billing systems used by thousands every day.',
    specialties: ['SaaS platforms', 'API design', 'Performance tuning'],
  },
  {
    id: 2,
    name: 'Kavya Reddy',
    role: 'Machine Learning Engineer',
    experience: '6 years',
    skills: ['Python', 'PyTorch', 'scikit-learn', 'MLflow', 'GCP'],
    rating: 4.8,
    projects: 21,
    hourlyRate: 4100,
    location: 'Hyderabad, India',
    availability: 'Available',
    initials: 'KR',
    bio: 'Turns messy business data into models that earn their keep in production, with monitoring that tells you when they drift.',
    specialties: ['Demand forecasting', 'NLP', 'MLOps'],
  },
  {
    id: 3,
    name: 'Rahul Deshpande',
    role: 'Cloud & DevOps Architect',
    experience: '10 years',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Azure', 'GitHub Actions'],
    rating: 5,
    projects: 42,
    hourlyRate: 4800,
    location: 'Pune, India',
    availability: 'Busy',
    initials: 'RD',
    bio: 'Designs cloud platforms that stay up and stay affordable; has led zero-downtime migrations for fintech and healthcare clients.',
    specialties: ['Cloud migration', 'Cost optimisation', 'Site reliability'],
  },
  {
    id: 4,
    name: 'Sneha Kulkarni',
    role: 'Mobile App Developer',
    experience: '5 years',
    skills: ['React Native', 'Kotlin', 'Swift', 'Firebase'],
    rating: 4.7,
    projects: 18,
    hourlyRate: 2400,
    location: 'Bengaluru, India',
    availability: 'Available',
    initials: 'SK',
    bio: 'Ships fast, accessible mobile apps for iOS and Android, and cares as much about offline use on patchy networks as about polish.',
    specialties: ['Offline-first apps', 'Payments integration', 'App store releases'],
  },
  {
    id: 5,
    name: 'Farhan Siddiqui',
    role: 'Blockchain Developer',
    experience: '4 years',
    skills: ['Solidity', 'Hardhat', 'Ethers.js', 'Go'],
    rating: 4.6,
    projects: 12,
    hourlyRate: 3600,
    location: 'Remote (Chennai, India)',
    availability: 'Available Soon',
    initials: 'FS',
    bio: 'Writes smart contracts that are audited before they are deployed, and builds the dashboards that make them usable by non-specialists.',
    specialties: ['Smart contract audits', 'Supply-chain tracking', 'Tokenisation'],
  },
  {
    id: 6,
    name: 'Divya Sharma',
    role: 'Frontend Developer',
    experience: '2 years',
    skills: ['React', 'TypeScript', 'Material UI', 'Testing Library'],
    rating: 4.8,
    projects: 9,
    hourlyRate: 1400,
    location: 'Bengaluru, India',
    availability: 'Available',
    initials: 'DS',
    bio: 'Builds clean, accessible interfaces from design files and backs them with tests, a cost-effective pick for dashboards and marketing sites.',
    specialties: ['Accessibility', 'Design systems', 'Dashboards'],
  },
];
