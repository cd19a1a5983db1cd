/** The project portfolio on /portfolio, filtered by category and searched by text. */
export type ProjectCategoryId =
  'business' | 'healthcare' | 'e-commerce' | 'education' | 'hospitality';

export interface ProjectCategory {
  id: ProjectCategoryId | 'all';
  label: string;
}

export interface PortfolioProject {
  id: number;
  title: string;
  category: ProjectCategoryId;
  description: string;
  /** A CSS gradient standing in for a screenshot: the site loads no images from the network. */
  image: string;
  technologies: string[];
  client: string;
  year: number;
  duration: string;
  team: string;
  /** Labelled outcomes, e.g. { 'Diagnosis time': '-40%' }. */
  results: Record<string, string>;
  githubUrl: string;
  demoUrl: string;
  featured: boolean;
}

/** The filter buttons, in display order; 'all' shows every project. */
export const projectCategories: ProjectCategory[] = [
  { id: 'all', label: 'All' },
  { id: 'business', label: 'Business' },
  { id: 'healthcare', label: 'Healthcare' },
  { id: 'e-commerce', label: 'E-commerce' },
  { id: 'education', label: 'Education' },
  { id: 'hospitality', label: 'Hospitality' },
];

/** The badges in the page's hero. */
export const portfolioHighlights = [
  '20+ projects delivered',
  '15+ happy clients',
  '8+ years',
] as const;

export const projectCategoryLabel = (id: ProjectCategoryId) =>
  projectCategories.find((category) => category.id === id)?.label ?? id;

const links = (slug: string) => ({
  githubUrl: `https://github.bytecraft.example/portfolio/${slug}`,
  demoUrl: `https://demo.bytecraft.example/${slug}`,
});

export const portfolioProjects: PortfolioProject[] = [
  {
    id: 1,
    title: 'Factory Floor ERP',
    category: 'business',
    description:
      'A modular ERP that ties purchasing, production planning and inventory together for a mid-sized auto-parts manufacturer.',
    image: 'linear-gradient(135deg, #0b3d91 0%, #3f7fd9 100%)',
    technologies: ['React', 'NestJS', 'PostgreSQL', 'Redis', 'Docker'],
    client: 'Deccan Auto Components',
    year: 2023,
    duration: '7 months',
    team: '8 engineers',
    results: {
      'Inventory carrying cost': '-22%',
      'Order lead time': '-30%',
      'Manual entries': '-70%',
    },
    ...links('factory-floor-erp'),
    featured: false,
  },
  {
    id: 2,
    title: 'AI Diagnostic Assistant',
    category: 'healthcare',
    description:
      'A triage assistant that reads radiology reports and patient history to flag urgent cases for clinicians within minutes.',
    image: 'linear-gradient(135deg, #00796b 0%, #4db6ac 100%)',
    technologies: ['Python', 'PyTorch', 'FastAPI', 'React', 'AWS', 'HL7 FHIR'],
    client: 'Sahyadri Health Network',
    year: 2024,
    duration: '16 weeks',
    team: '12 specialists',
    results: {
      'Diagnosis time': '-40%',
      'Triage accuracy': '94%',
      'Clinician hours saved': '1,200/month',
    },
    ...links('ai-diagnostic-assistant'),
    featured: true,
  },
  {
    id: 3,
    title: 'CartNest Commerce Platform',
    category: 'e-commerce',
    description:
      'A headless storefront with real-time stock, UPI checkout and personalised recommendations, rebuilt from a legacy monolith.',
    image: 'linear-gradient(135deg, #e65100 0%, #ffb74d 100%)',
    technologies: ['Next.js', 'Node.js', 'MongoDB', 'Elasticsearch', 'Kubernetes'],
    client: 'CartNest',
    year: 2024,
    duration: '11 weeks',
    team: '6 engineers',
    results: { 'Conversion rate': '+35%', 'Page load time': '-55%', 'Checkout drop-off': '-28%' },
    ...links('cartnest-commerce'),
    featured: true,
  },
  {
    id: 4,
    title: 'PayLoop Merchant Dashboard',
    category: 'business',
    description:
      'Settlement, refund and dispute tracking for thousands of small merchants, with role-based access and audit trails.',
    image: 'linear-gradient(135deg, #283593 0%, #7986cb 100%)',
    technologies: ['Angular', 'Java', 'Spring Boot', 'Kafka', 'PostgreSQL'],
    client: 'PayLoop Fintech',
    year: 2023,
    duration: '5 months',
    team: '7 engineers',
    results: { 'Dispute resolution time': '-45%', 'Support tickets': '-38%' },
    ...links('payloop-merchant-dashboard'),
    featured: false,
  },
  {
    id: 5,
    title: 'VidyaPath Learning Platform',
    category: 'education',
    description:
      'A bilingual learning platform with live classes, adaptive quizzes and offline lessons for students on low-bandwidth connections.',
    image: 'linear-gradient(135deg, #6a1b9a 0%, #ba68c8 100%)',
    technologies: ['React Native', 'GraphQL', 'Node.js', 'PostgreSQL', 'WebRTC', 'GCP'],
    client: 'VidyaPath Foundation',
    year: 2022,
    duration: '6 months',
    team: '9 engineers',
    results: {
      'Active learners': '1.2 lakh',
      'Course completion': '+48%',
      'Data usage per lesson': '-60%',
    },
    ...links('vidyapath-learning'),
    featured: true,
  },
  {
    id: 6,
    title: 'Sales Pipeline CRM',
    category: 'business',
    description:
      'A CRM tailored to distributor sales teams, with WhatsApp follow-ups, territory maps and a forecast view for managers.',
    image: 'linear-gradient(135deg, #1565c0 0%, #64b5f6 100%)',
    technologies: ['Vue.js', 'Laravel', 'MySQL', 'Redis'],
    client: 'Kaveri Distributors',
    year: 2021,
    duration: '4 months',
    team: '5 engineers',
    results: { 'Deals closed': '+26%', 'Follow-ups missed': '-80%' },
    ...links('sales-pipeline-crm'),
    featured: false,
  },
  {
    id: 7,
    title: 'Guest Experience Suite',
    category: 'hospitality',
    description:
      'Direct booking, digital check-in and in-stay requests for a chain of boutique hotels, connected to their property system.',
    image: 'linear-gradient(135deg, #ad1457 0%, #f06292 100%)',
    technologies: ['Flutter', 'Firebase', 'Node.js', 'Stripe'],
    client: 'Malabar Coast Resorts',
    year: 2023,
    duration: '14 weeks',
    team: '6 engineers',
    results: { 'Direct bookings': '+42%', 'Check-in time': '-65%', 'Guest rating': '4.8/5' },
    ...links('guest-experience-suite'),
    featured: false,
  },
  {
    id: 8,
    title: 'Fleet Tracking & Dispatch',
    category: 'business',
    description:
      'Live GPS tracking, route optimisation and proof-of-delivery for a regional logistics company running 600 trucks.',
    image: 'linear-gradient(135deg, #37474f 0%, #90a4ae 100%)',
    technologies: ['React', 'Go', 'TimescaleDB', 'MQTT', 'Azure'],
    client: 'Swift Cargo Logistics',
    year: 2022,
    duration: '5 months',
    team: '7 engineers',
    results: { 'Fuel cost': '-18%', 'On-time deliveries': '97%' },
    ...links('fleet-tracking-dispatch'),
    featured: false,
  },
  {
    id: 9,
    title: 'Campus Exam Portal',
    category: 'education',
    description:
      'Online exams with question banks, secure browser proctoring and automatic grading for a university of 40,000 students.',
    image: 'linear-gradient(135deg, #4527a0 0%, #9575cd 100%)',
    technologies: ['Django', 'Python', 'React', 'PostgreSQL', 'Celery'],
    client: 'Nalanda Institute of Technology',
    year: 2021,
    duration: '4 months',
    team: '5 engineers',
    results: { 'Result publishing time': '-75%', 'Paper usage': '-90%' },
    ...links('campus-exam-portal'),
    featured: false,
  },
  {
    id: 10,
    title: 'People & Payroll Hub',
    category: 'business',
    description:
      'Attendance, leave, payroll and statutory filings (PF, ESI, TDS) in one self-service portal for a 2,000-person workforce.',
    image: 'linear-gradient(135deg, #00695c 0%, #80cbc4 100%)',
    technologies: ['React', '.NET', 'SQL Server', 'Azure'],
    client: 'Trident Textiles',
    year: 2020,
    duration: '6 months',
    team: '6 engineers',
    results: { 'Payroll processing time': '-60%', 'HR queries': '-50%' },
    ...links('people-payroll-hub'),
    featured: false,
  },
  {
    id: 11,
    title: 'Demand Forecasting Engine',
    category: 'business',
    description:
      'Machine-learning demand forecasts per store and product, feeding automatic replenishment orders for a grocery chain.',
    image: 'linear-gradient(135deg, #2e7d32 0%, #81c784 100%)',
    technologies: ['Python', 'scikit-learn', 'Airflow', 'BigQuery', 'Looker'],
    client: 'FreshBasket Retail',
    year: 2024,
    duration: '12 weeks',
    team: '4 data scientists',
    results: { 'Forecast accuracy': '91%', 'Food waste': '-24%', 'Stock-outs': '-33%' },
    ...links('demand-forecasting-engine'),
    featured: false,
  },
  {
    id: 12,
    title: 'Trade Finance Ledger',
    category: 'business',
    description:
      'A permissioned blockchain for letters of credit shared by exporters, their banks and insurers, replacing couriered paperwork.',
    image: 'linear-gradient(135deg, #4e342e 0%, #a1887f 100%)',
    technologies: ['Hyperledger Fabric', 'Go', 'TypeScript', 'React'],
    client: 'Coromandel Exports Consortium',
    year: 2025,
    duration: '5 months',
    team: '6 engineers',
    results: { 'Document turnaround': '10 days → 1 day', 'Processing cost': '-35%' },
    ...links('trade-finance-ledger'),
    featured: false,
  },
];
