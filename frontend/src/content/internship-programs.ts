import type { Stat } from '../components/ui/stat-grid';

/** Programs on /internship-program. */
export interface InternshipProgram {
  id: number;
  title: string;
  department: string;
  description: string;
  duration: string;
  stipend: string;
  location: string;
  skills: string[];
  benefits: string[];
  mostPopular?: boolean;
}

/** A reason to intern with us; `icon` picks the picture the page shows for it. */
export interface InternshipBenefit {
  icon: 'mentorship' | 'projects' | 'learning' | 'career' | 'flexibility' | 'community';
  title: string;
  description: string;
}

/** A former intern's story, among the internship page's success stories. */
export interface InternAlumnus {
  name: string;
  role: string;
  program: string;
  quote: string;
  initials: string;
  company: string;
}

export const internshipStats: Stat[] = [
  { value: '50+', label: 'Interns Placed' },
  { value: '85%', label: 'Full-time Conversion' },
  { value: '4.9/5', label: 'Intern Satisfaction' },
  { value: '6', label: 'Program Types' },
];

export const internshipBenefits: InternshipBenefit[] = [
  {
    icon: 'mentorship',
    title: 'One-to-One Mentorship',
    description:
      'A senior engineer guides you every week, reviews your code and helps you set goals.',
  },
  {
    icon: 'projects',
    title: 'Real Client Projects',
    description: 'You ship features that reach production, not exercises that end in a drawer.',
  },
  {
    icon: 'learning',
    title: 'Structured Learning',
    description:
      'Workshops on cloud, testing, security and communication, plus paid certifications.',
  },
  {
    icon: 'career',
    title: 'Path to a Full-time Role',
    description: 'Most of our interns receive a full-time offer when their program ends.',
  },
  {
    icon: 'flexibility',
    title: 'Flexible Schedules',
    description: 'Full-time or part-time tracks that fit around your semester and exams.',
  },
  {
    icon: 'community',
    title: 'A Welcoming Team',
    description: 'Hack days, demo Fridays and an intern cohort you will keep in touch with.',
  },
];

export const internshipPrograms: InternshipProgram[] = [
  {
    id: 1,
    title: 'Software Development Intern',
    department: 'Engineering',
    description:
      'Build and test features of the web platforms we deliver to clients, working in a product squad with daily stand-ups and code review.',
    duration: '6 months',
    stipend: '₹25,000/month',
    location: 'Bengaluru / Hybrid',
    skills: ['JavaScript or TypeScript', 'React', 'Git', 'SQL basics'],
    benefits: ['Pre-placement offer track', 'Mentor from the core team', 'Laptop provided'],
    mostPopular: true,
  },
  {
    id: 2,
    title: 'AI/ML Research Intern',
    department: 'Data & AI',
    description:
      'Prototype and evaluate machine-learning models for forecasting and language tasks, and help bring the best of them to production.',
    duration: '6 months',
    stipend: '₹35,000/month',
    location: 'Bengaluru',
    skills: ['Python', 'NumPy and pandas', 'PyTorch or TensorFlow', 'Statistics'],
    benefits: ['GPU cloud credits', 'Paper reading group', 'Conference support'],
  },
  {
    id: 3,
    title: 'Mobile App Development Intern',
    department: 'Engineering',
    description:
      'Work on cross-platform mobile apps with React Native, from screens and offline storage to releases on the app stores.',
    duration: '4 months',
    stipend: '₹20,000/month',
    location: 'Remote (India)',
    skills: ['React Native or Flutter', 'JavaScript', 'REST APIs'],
    benefits: ['Test devices provided', 'Published app in your portfolio', 'Flexible hours'],
  },
  {
    id: 4,
    title: 'Data Engineering Intern',
    department: 'Data & AI',
    description:
      'Build the pipelines that move and clean client data, and the dashboards that make it useful to decision-makers.',
    duration: '5 months',
    stipend: '₹28,000/month',
    location: 'Bengaluru / Hybrid',
    skills: ['SQL', 'Python', 'Airflow basics', 'Data modelling'],
    benefits: ['Cloud certification voucher', 'Mentor from the data team', 'Hybrid work'],
  },
  {
    id: 5,
    title: 'Cybersecurity Intern',
    department: 'Security',
    description:
      'Help run vulnerability scans, review cloud configurations and write the reports our security team shares with clients.',
    duration: '3 months',
    stipend: '₹22,000/month',
    location: 'Bengaluru',
    skills: ['Networking basics', 'Linux', 'OWASP Top 10', 'Scripting'],
    benefits: ['Lab environment access', 'Certification guidance', 'Capture-the-flag events'],
  },
  {
    id: 6,
    title: 'Cloud & DevOps Intern',
    department: 'Cloud',
    description:
      'Automate infrastructure and delivery pipelines with Terraform and GitHub Actions, and learn how production systems are kept healthy.',
    duration: '3 months',
    stipend: '₹15,000/month',
    location: 'Remote (India)',
    skills: ['Linux', 'Docker', 'Any scripting language', 'Cloud fundamentals'],
    benefits: ['Cloud sandbox account', 'On-call shadowing', 'Flexible hours'],
  },
];

export const internAlumni: InternAlumnus[] = [
  {
    name: 'Ananya Krishnan',
    role: 'Software Engineer',
    company: 'Bytecraft Technologies',
    program: 'Software Development Intern',
    quote:
      'By my third week I had a feature in production. The code reviews taught me more than a year of coursework, and the full-time offer followed.',
    initials: 'AK',
  },
  {
    name: 'Vikram Joshi',
    role: 'Data Scientist',
    company: 'Flipkart',
    program: 'AI/ML Research Intern',
    quote:
      'I learned to take a model from a notebook to something a client relies on every morning. That experience opened every interview I had.',
    initials: 'VJ',
  },
  {
    name: 'Meghna Pillai',
    role: 'DevOps Engineer',
    company: 'Bytecraft Technologies',
    program: 'Cloud & DevOps Intern',
    quote:
      'My mentor let me own the deployment pipeline of a real project. I made mistakes safely, fixed them, and stayed on after the program.',
    initials: 'MP',
  },
];
