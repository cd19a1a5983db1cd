import { jobPosition } from '@bytecraft/contracts/positions';

/** Open positions on /career-opportunities. */
export interface JobOpening {
  id: number;
  title: string;
  department: 'Engineering' | 'Product' | 'Design' | 'Data' | 'Sales';
  location: string;
  type: string;
  experience: string;
  salary: string;
  posted: string;
  description: string;
  requirements: string[];
  benefits: string[];
  skills: string[];
  urgent: boolean;
}

const benefits = [
  'Health insurance for you and your family',
  'Learning budget of ₹50,000 a year',
  'Hybrid work from Bengaluru',
  'Annual performance bonus',
];

export const jobOpenings: JobOpening[] = [
  {
    ...jobPosition(1),
    department: 'Engineering',
    location: 'Bengaluru / Hybrid',
    type: 'Full-time',
    experience: '5+ years',
    salary: '₹12,00,000 - ₹14,00,000 per year',
    posted: '2 days ago',
    description:
      'Lead the design and delivery of web platforms for our enterprise clients, from the first architecture sketch to production on the cloud.',
    requirements: [
      'Five years building web applications with TypeScript',
      'Production experience with React and Node.js',
      'Comfort with PostgreSQL and message queues',
      'Experience mentoring other engineers',
    ],
    benefits,
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS'],
    urgent: true,
  },
  {
    ...jobPosition(2),
    department: 'Engineering',
    location: 'Remote (India)',
    type: 'Full-time',
    experience: '3+ years',
    salary: '₹10,00,000 - ₹13,00,000 per year',
    posted: '1 week ago',
    description:
      'Build and run the delivery pipelines and cloud platforms our projects ship on, with security and cost in mind from day one.',
    requirements: [
      'Three years running workloads on AWS, Azure or GCP',
      'Infrastructure as code with Terraform',
      'Kubernetes in production',
      'Observability with Prometheus and Grafana',
    ],
    benefits,
    skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux'],
    urgent: true,
  },
  {
    ...jobPosition(3),
    department: 'Product',
    location: 'Bengaluru',
    type: 'Full-time',
    experience: '4+ years',
    salary: '₹11,00,000 - ₹14,00,000 per year',
    posted: '2 weeks ago',
    description:
      'Turn client problems into AI products that ship, and keep the team focused on the outcomes that matter.',
    requirements: [
      'Four years of product management in B2B software',
      'Hands-on understanding of machine learning projects',
      'Clear writing and stakeholder management',
    ],
    benefits,
    skills: ['Roadmapping', 'Discovery', 'Machine Learning', 'Analytics'],
    urgent: false,
  },
  {
    ...jobPosition(4),
    department: 'Design',
    location: 'Bengaluru / Hybrid',
    type: 'Full-time',
    experience: '2+ years',
    salary: '₹7,50,000 - ₹10,00,000 per year',
    posted: '3 days ago',
    description:
      'Design clear, accessible interfaces for dashboards, consoles and customer-facing apps.',
    requirements: [
      'A portfolio of shipped web or mobile products',
      'Fluency in Figma and design systems',
      'Working knowledge of accessibility guidelines',
    ],
    benefits,
    skills: ['Figma', 'Design Systems', 'Prototyping', 'Accessibility'],
    urgent: false,
  },
  {
    ...jobPosition(5),
    department: 'Data',
    location: 'Remote (India)',
    type: 'Full-time',
    experience: '3+ years',
    salary: '₹9,00,000 - ₹12,50,000 per year',
    posted: '5 days ago',
    description:
      'Build the pipelines and warehouses that feed our clients’ analytics and machine-learning work.',
    requirements: [
      'Three years building batch and streaming pipelines',
      'Strong SQL and Python',
      'Experience with Spark or a cloud warehouse',
    ],
    benefits,
    skills: ['Python', 'SQL', 'Spark', 'Airflow', 'dbt'],
    urgent: false,
  },
  {
    ...jobPosition(6),
    department: 'Sales',
    location: 'Mumbai / Hybrid',
    type: 'Full-time',
    experience: '3+ years',
    salary: '₹8,00,000 - ₹11,00,000 per year + commission',
    posted: '1 week ago',
    description:
      'Help prospective clients see what we can build for them, from first demo to signed proposal.',
    requirements: [
      'Three years in technical pre-sales or consulting',
      'Able to explain cloud and AI architecture to business leaders',
      'Excellent presentation skills',
    ],
    benefits,
    skills: ['Solution Design', 'Presentations', 'Cloud', 'CRM'],
    urgent: false,
  },
];
