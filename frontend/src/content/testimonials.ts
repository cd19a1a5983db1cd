/** Client testimonials, in the section several pages share. */
export interface Testimonial {
  name: string;
  role: string;
  company: string;
  /** Stars out of 5. */
  rating: number;
  content: string;
  project: string;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Meera Iyer',
    role: 'Chief Medical Information Officer',
    company: 'Sahyadri Health Network',
    rating: 5,
    content:
      'Bytecraft turned years of scanned records into a triage assistant our doctors actually trust. They sat with our clinicians for weeks before writing a line of code, and it shows.',
    project: 'AI Diagnostic Assistant',
  },
  {
    name: 'Rohan Mehta',
    role: 'VP Engineering',
    company: 'PayLoop Fintech',
    rating: 5,
    content:
      'We moved our payment platform to Kubernetes without a minute of downtime. Their security reviews caught issues our auditors later praised us for fixing.',
    project: 'Cloud Migration & Security Hardening',
  },
  {
    name: 'Ananya Das',
    role: 'Founder & CEO',
    company: 'CartNest',
    rating: 5,
    content:
      'From the first workshop to launch in eleven weeks. The team is honest about trade-offs, ships every fortnight and still answers our messages on a Sunday.',
    project: 'E-commerce Platform Rebuild',
  },
];

/** The aggregate figures shown under the testimonials. */
export const testimonialSummary = [
  { value: '4.9/5', label: 'Average Rating' },
  { value: '20+', label: 'Happy Clients' },
  { value: '99%', label: 'Would Recommend' },
] as const;
