/** The tech-stack tabs and technology grid on home. */
export interface TechSkill {
  name: string;
  /** Proficiency in percent, 0-100. */
  level: number;
  description: string;
}

export type TechCategoryId = 'frontend' | 'backend' | 'cloud' | 'security' | 'ai-ml' | 'devops';

export interface TechCategory {
  id: TechCategoryId;
  label: string;
  skills: TechSkill[];
}

export const techStack: TechCategory[] = [
  {
    id: 'frontend',
    label: 'Frontend',
    skills: [
      { name: 'React', level: 95, description: 'Component-driven web apps with fast first paint.' },
      {
        name: 'TypeScript',
        level: 92,
        description: 'Strict typing from the API contract to the UI.',
      },
      { name: 'Next.js', level: 88, description: 'Server rendering and static sites for SEO.' },
      { name: 'Flutter', level: 80, description: 'One codebase for Android and iOS apps.' },
      {
        name: 'Accessibility (WCAG 2.2)',
        level: 85,
        description: 'Interfaces usable with keyboard and screen readers.',
      },
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    skills: [
      {
        name: 'Node.js & NestJS',
        level: 93,
        description: 'Typed APIs, queues and background jobs.',
      },
      {
        name: 'Python & FastAPI',
        level: 90,
        description: 'Data-heavy services and ML model serving.',
      },
      {
        name: 'Java & Spring Boot',
        level: 82,
        description: 'Enterprise integrations and banking systems.',
      },
      { name: 'PostgreSQL', level: 91, description: 'Schema design, tuning and safe migrations.' },
      { name: 'Redis', level: 86, description: 'Caching, rate limiting and job queues.' },
    ],
  },
  {
    id: 'cloud',
    label: 'Cloud',
    skills: [
      {
        name: 'AWS',
        level: 92,
        description: 'Certified architects for migrations and serverless.',
      },
      {
        name: 'Microsoft Azure',
        level: 84,
        description: 'Hybrid setups for Microsoft-centric enterprises.',
      },
      {
        name: 'Google Cloud',
        level: 80,
        description: 'BigQuery analytics and Vertex AI workloads.',
      },
      {
        name: 'Kubernetes',
        level: 89,
        description: 'Production clusters with autoscaling and GitOps.',
      },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    skills: [
      {
        name: 'Penetration Testing',
        level: 88,
        description: 'Web, API and mobile testing to OWASP standards.',
      },
      {
        name: 'Zero Trust Architecture',
        level: 83,
        description: 'Identity-aware access for every service.',
      },
      {
        name: 'ISO 27001 & SOC 2',
        level: 85,
        description: 'Controls and evidence for certification audits.',
      },
      {
        name: 'Encryption & Key Management',
        level: 87,
        description: 'TLS 1.3 in transit, AES-256 at rest.',
      },
    ],
  },
  {
    id: 'ai-ml',
    label: 'AI/ML',
    skills: [
      {
        name: 'PyTorch',
        level: 87,
        description: 'Custom deep-learning models for vision and text.',
      },
      { name: 'TensorFlow', level: 84, description: 'Training and serving models at scale.' },
      {
        name: 'Large Language Models',
        level: 86,
        description: 'Retrieval-augmented assistants on private data.',
      },
      {
        name: 'MLOps',
        level: 82,
        description: 'Versioned data, retraining pipelines and drift alerts.',
      },
      {
        name: 'Computer Vision',
        level: 80,
        description: 'Inspection, OCR and recognition systems.',
      },
    ],
  },
  {
    id: 'devops',
    label: 'DevOps',
    skills: [
      {
        name: 'Terraform',
        level: 90,
        description: 'Infrastructure as code for every environment.',
      },
      {
        name: 'GitHub Actions & GitLab CI',
        level: 91,
        description: 'Pipelines from pull request to production.',
      },
      { name: 'Docker', level: 94, description: 'Reproducible builds and local environments.' },
      {
        name: 'Prometheus & Grafana',
        level: 85,
        description: 'Metrics, dashboards and alerting that matter.',
      },
    ],
  },
];

/** The technology grid on home: names we work with every week. */
export const technologyGrid: string[] = [
  'React',
  'TypeScript',
  'Node.js',
  'Python',
  'Java',
  'Flutter',
  'PostgreSQL',
  'MongoDB',
  'Redis',
  'Kafka',
  'AWS',
  'Azure',
  'Google Cloud',
  'Kubernetes',
  'Docker',
  'Terraform',
  'PyTorch',
  'TensorFlow',
  'Solidity',
  'GraphQL',
];
