/** Success stories on /case-studies: the portfolio told as client case studies. */
export interface CaseStudyMetric {
  value: string;
  label: string;
}

export interface CaseStudy {
  id: number;
  title: string;
  client: string;
  industry: string;
  description: string;
  technologies: string[];
  metrics: CaseStudyMetric[];
  timeline: string;
}

export interface FeaturedCaseStudy {
  title: string;
  client: string;
  industry: string;
  summary: string;
  challenge: string;
  solution: string;
  technologies: string[];
  results: CaseStudyMetric[];
  timeline: string;
  team: string;
}

export const featuredCaseStudy: FeaturedCaseStudy = {
  title: 'AI-Powered Diagnostic Triage for a Hospital Network',
  client: 'Sahyadri Health Network',
  industry: 'Healthcare',
  summary:
    'How a network of nine hospitals in Maharashtra and Karnataka cut the wait for urgent diagnoses with an assistant its clinicians trust.',
  challenge:
    'Radiologists faced a backlog of more than 3,000 scans a week. Urgent cases waited in the same queue as routine check-ups, and years of records lived in scanned PDFs that no system could search.',
  solution:
    'We digitised and de-identified a decade of reports, trained models that flag likely critical findings, and built a triage worklist inside the hospitals’ existing PACS. Every flag shows the evidence behind it, and clinicians always make the final call.',
  technologies: ['Python', 'PyTorch', 'FastAPI', 'React', 'AWS', 'HL7 FHIR', 'Kubernetes'],
  results: [
    { value: '40%', label: 'Faster diagnosis of urgent cases' },
    { value: '94%', label: 'Triage accuracy in clinical review' },
    { value: '1,200', label: 'Clinician hours saved each month' },
    { value: '9', label: 'Hospitals live' },
  ],
  timeline: '16 weeks',
  team: '12 specialists',
};

export const caseStudies: CaseStudy[] = [
  {
    id: 1,
    title: 'Zero-Downtime Cloud Migration for a Payments Platform',
    client: 'PayLoop Fintech',
    industry: 'Financial Services',
    description:
      'Moved a payment gateway handling ₹900 crore a month from rented servers to Kubernetes on AWS, with security hardening reviewed by external auditors.',
    technologies: ['AWS', 'Kubernetes', 'Terraform', 'PostgreSQL', 'Vault'],
    metrics: [
      { value: '0 min', label: 'Downtime during cut-over' },
      { value: '38%', label: 'Lower hosting cost' },
      { value: '99.99%', label: 'Uptime since launch' },
    ],
    timeline: '14 weeks',
  },
  {
    id: 2,
    title: 'Headless Commerce Rebuild',
    client: 'CartNest',
    industry: 'Retail',
    description:
      'Replaced a slow monolithic store with a headless storefront, UPI checkout and real-time stock across three warehouses.',
    technologies: ['Next.js', 'Node.js', 'MongoDB', 'Elasticsearch'],
    metrics: [
      { value: '+35%', label: 'Conversion rate' },
      { value: '-55%', label: 'Page load time' },
      { value: '11 weeks', label: 'From workshop to launch' },
    ],
    timeline: '11 weeks',
  },
  {
    id: 3,
    title: 'Predictive Maintenance on the Shop Floor',
    client: 'Deccan Auto Components',
    industry: 'Manufacturing',
    description:
      'Sensors on 140 CNC machines stream vibration and temperature data to models that warn maintenance crews days before a breakdown.',
    technologies: ['Azure IoT Hub', 'Python', 'TimescaleDB', 'Grafana'],
    metrics: [
      { value: '-45%', label: 'Unplanned downtime' },
      { value: '₹2.1 Cr', label: 'Saved in the first year' },
      { value: '6 days', label: 'Average early warning' },
    ],
    timeline: '20 weeks',
  },
  {
    id: 4,
    title: 'Security Operations Centre Modernisation',
    client: 'Nimbus Software Labs',
    industry: 'Technology',
    description:
      'Unified logs from 40 SaaS tools into one detection pipeline with automated playbooks, so a small security team can respond around the clock.',
    technologies: ['Elastic SIEM', 'Python', 'AWS Lambda', 'Terraform'],
    metrics: [
      { value: '-70%', label: 'Mean time to respond' },
      { value: '85%', label: 'Alerts triaged automatically' },
      { value: 'ISO 27001', label: 'Certified on first audit' },
    ],
    timeline: '12 weeks',
  },
  {
    id: 5,
    title: 'Network Analytics for a Regional Telecom Operator',
    client: 'SkyLink Telecom',
    industry: 'Telecommunications',
    description:
      'Built a streaming analytics platform that spots congested towers and predicts churn from call-drop patterns across 2 million subscribers.',
    technologies: ['Kafka', 'Spark', 'ClickHouse', 'React'],
    metrics: [
      { value: '-23%', label: 'Customer churn' },
      { value: '2M', label: 'Subscribers analysed live' },
      { value: '5 min', label: 'From incident to alert' },
    ],
    timeline: '18 weeks',
  },
  {
    id: 6,
    title: 'Instant Loan Decisioning',
    client: 'Udaan Credit',
    industry: 'Financial Technology',
    description:
      'A credit-scoring engine using account-aggregator data and explainable models that approves small-business loans in minutes instead of days.',
    technologies: ['Python', 'XGBoost', 'Go', 'PostgreSQL', 'GCP'],
    metrics: [
      { value: '8 min', label: 'Average decision time' },
      { value: '-31%', label: 'Default rate' },
      { value: '3x', label: 'Loan volume in 6 months' },
    ],
    timeline: '16 weeks',
  },
];

/** The industry row; display only, with the first entry shown as selected. */
export const caseStudyIndustries = [
  'All Industries',
  'Healthcare',
  'Financial Services',
  'Retail',
  'Manufacturing',
  'Technology',
  'Telecommunications',
  'Financial Technology',
] as const;

export const trackRecord: CaseStudyMetric[] = [
  { value: '500+', label: 'Projects Delivered' },
  { value: '98%', label: 'Success Rate' },
  { value: '50+', label: 'Industries Served' },
  { value: '₹400 Cr+', label: 'Value Generated' },
];
