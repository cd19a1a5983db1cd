/** Articles on /blog, and the categories they are filed under. The blog is static. */
export const blogCategories = [
  'All',
  'AI & Machine Learning',
  'Cloud',
  'Cybersecurity',
  'Development',
  'Digital Transformation',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export interface BlogPost {
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readTime: string;
  category: Exclude<BlogCategory, 'All'>;
  trending?: boolean;
}

export const featuredBlogPost: BlogPost = {
  title: 'Shipping AI in Regulated Industries: What Three Years of Hospital Projects Taught Us',
  excerpt:
    'Accuracy is the easy part. Consent, audit trails, clinician trust and model drift decide whether an AI system survives its first year in a hospital. Here is the checklist we now start every healthcare project with.',
  author: 'Dr. Kavya Raman',
  date: '2025-03-18',
  readTime: '12 min read',
  category: 'AI & Machine Learning',
  trending: true,
};

export const blogPosts: BlogPost[] = [
  {
    title: 'RAG or Fine-Tuning? Choosing How Your LLM Learns Your Business',
    excerpt:
      'A practical comparison of retrieval-augmented generation and fine-tuning, with the costs we measured on three client projects.',
    author: 'Arjun Nair',
    date: '2025-03-04',
    readTime: '9 min read',
    category: 'AI & Machine Learning',
    trending: true,
  },
  {
    title: 'Cutting Your AWS Bill by a Third Without Touching Performance',
    excerpt:
      'Rightsizing, savings plans and the storage classes nobody remembers to change: the cloud cost review we run for every new client.',
    author: 'Priya Shetty',
    date: '2025-02-20',
    readTime: '7 min read',
    category: 'Cloud',
  },
  {
    title: 'Kubernetes for Small Teams: When It Pays Off and When It Does Not',
    excerpt:
      'Managed containers, a single VM or a full cluster? A decision guide for teams with fewer than ten engineers.',
    author: 'Vikram Joshi',
    date: '2025-02-06',
    readTime: '8 min read',
    category: 'Cloud',
  },
  {
    title: 'Preparing for India’s DPDP Act: A Checklist for Product Teams',
    excerpt:
      'What the Digital Personal Data Protection Act means for consent screens, data retention and breach reporting in your app.',
    author: 'Neha Kulkarni',
    date: '2025-01-23',
    readTime: '10 min read',
    category: 'Cybersecurity',
    trending: true,
  },
  {
    title: 'TypeScript Contracts Shared Between Browser and Server',
    excerpt:
      'How one schema package keeps validation messages identical in the form and the API, and why it halved our form bugs.',
    author: 'Rahul Menon',
    date: '2025-01-09',
    readTime: '6 min read',
    category: 'Development',
  },
  {
    title: 'Digitising a Family Business Without Losing What Made It Work',
    excerpt:
      'Lessons from moving a 40-year-old textile distributor from ledgers to a cloud ERP, told by the people who lived through it.',
    author: 'Sneha Reddy',
    date: '2024-12-12',
    readTime: '8 min read',
    category: 'Digital Transformation',
  },
];
