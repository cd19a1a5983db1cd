/**
 * The service catalogue's index: what lists of services show (home, the filter, the
 * consultation form's choices). The full entries are in services.ts.
 */
export type ServiceCategoryId =
  'ai-ml' | 'cloud' | 'security' | 'development' | 'blockchain' | 'transformation';

/** What the category filter can select: every service, or one category. */
export type ServiceFilterId = 'all' | ServiceCategoryId;

export interface ServiceCategory {
  id: ServiceFilterId;
  label: string;
}

export interface ServiceSummary {
  id: string;
  /** Also the value the consultation form sends (CONSULTATION_SERVICES). */
  title: string;
  category: ServiceCategoryId;
  shortDescription: string;
  pricing: string;
  timeline: string;
}

export const serviceCategories: readonly ServiceCategory[] = [
  { id: 'all', label: 'All Services' },
  { id: 'ai-ml', label: 'AI & Machine Learning' },
  { id: 'cloud', label: 'Cloud & Infrastructure' },
  { id: 'security', label: 'Cybersecurity' },
  { id: 'development', label: 'Development' },
  { id: 'blockchain', label: 'Blockchain' },
  { id: 'transformation', label: 'Digital Transformation' },
];

export const serviceIndex: ServiceSummary[] = [
  {
    id: 'ai-machine-learning',
    title: 'AI & Machine Learning',
    category: 'ai-ml',
    shortDescription: 'Models that predict, classify and converse, built on your own data.',
    pricing: 'Starting from ₹35,000',
    timeline: '8-16 weeks',
  },
  {
    id: 'cloud-computing',
    title: 'Cloud Computing',
    category: 'cloud',
    shortDescription: 'Migrate, modernise and run your workloads on the cloud, cost-aware.',
    pricing: 'Starting from ₹25,000',
    timeline: '6-12 weeks',
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity',
    category: 'security',
    shortDescription: 'Find and fix weaknesses before attackers do, and stay compliant.',
    pricing: 'Starting from ₹20,000',
    timeline: '4-8 weeks',
  },
  {
    id: 'full-stack-development',
    title: 'Full-Stack Development',
    category: 'development',
    shortDescription: 'Web applications from database to interface, built to grow.',
    pricing: 'Starting from ₹20,000',
    timeline: '8-16 weeks',
  },
  {
    id: 'blockchain-solutions',
    title: 'Blockchain Solutions',
    category: 'blockchain',
    shortDescription: 'Shared ledgers and smart contracts where trust between parties matters.',
    pricing: 'Starting from ₹40,000',
    timeline: '10-20 weeks',
  },
  {
    id: 'digital-transformation',
    title: 'Digital Transformation',
    category: 'transformation',
    shortDescription: 'Replace paper and legacy systems with processes that scale.',
    pricing: 'Starting from ₹30,000',
    timeline: '12-24 weeks',
  },
  {
    id: 'mobile-app-development',
    title: 'Mobile App Development',
    category: 'development',
    shortDescription: 'Native-quality apps for Android and iOS from one codebase.',
    pricing: 'Starting from ₹25,000',
    timeline: '8-16 weeks',
  },
  {
    id: 'data-engineering',
    title: 'Data Engineering',
    category: 'ai-ml',
    shortDescription: 'Reliable pipelines and a warehouse your analysts can trust.',
    pricing: 'Starting from ₹30,000',
    timeline: '6-12 weeks',
  },
  {
    id: 'iot-solutions',
    title: 'IoT Solutions',
    category: 'cloud',
    shortDescription: 'Connect machines and sensors, and act on what they report.',
    pricing: 'Starting from ₹35,000',
    timeline: '10-20 weeks',
  },
  {
    id: 'rpa-automation',
    title: 'RPA & Automation',
    category: 'transformation',
    shortDescription: 'Software robots for repetitive back-office work.',
    pricing: 'Starting from ₹15,000',
    timeline: '4-8 weeks',
  },
  {
    id: 'quantum-computing',
    title: 'Quantum Computing',
    category: 'ai-ml',
    shortDescription: 'Explore where quantum algorithms could give you an edge.',
    pricing: 'Custom Pricing',
    timeline: 'Research-based',
  },
  {
    id: 'network-infrastructure',
    title: 'Network Infrastructure',
    category: 'cloud',
    shortDescription: 'Fast, secure networks for offices, plants and hybrid cloud.',
    pricing: 'Starting from ₹50,000',
    timeline: '6-12 weeks',
  },
];
