import { paths } from '../config/paths';
import { companyContact, messagingLink } from './company-contact';

/**
 * A button under a bot message. 'message' sends `value` as if the visitor typed it; 'link'
 * goes to an internal path (starting with '/') or opens an external URL in a new tab; 'form'
 * goes to the page holding the named form (`value` is its path).
 */
export interface ByteBotOption {
  label: string;
  action: 'message' | 'link' | 'form';
  value: string;
}

/** What the bot says: text and, optionally, buttons to carry on. */
export interface ByteBotReply {
  text: string;
  options?: readonly ByteBotOption[];
}

/** A reply given when the visitor's text contains any of the keywords (whole words or phrases). */
export interface ByteBotRule extends ByteBotReply {
  topic: 'internships' | 'jobs' | 'pricing' | 'contact' | 'services' | 'greetings';
  keywords: readonly string[];
}

const ask = (label: string, value: string): ByteBotOption => ({ label, action: 'message', value });

const askServices = ask('Our services', 'What services do you offer?');
const askJobs = ask('Jobs & salaries', 'Tell me about jobs and salaries');
const askInternships = ask('Internships', 'Tell me about internships');
const askPricing = ask('Pricing', 'What does a project cost?');
const askContact = ask('Contact details', 'How can I contact you?');
const contactForm: ByteBotOption = {
  label: 'Start a project',
  action: 'form',
  value: paths.contact,
};

export const byteBotWelcome: ByteBotReply = {
  text: "Hi, I'm ByteBot, Bytecraft's assistant. I can tell you about our services, open jobs, internships, pricing or how to reach us. What would you like to know?",
  options: [askServices, askJobs, askInternships, askPricing, askContact],
};

/** Checked in order; the first rule with a matching keyword answers. */
export const byteBotRules: readonly ByteBotRule[] = [
  {
    topic: 'internships',
    keywords: [
      'intern',
      'interns',
      'internship',
      'internships',
      'stipend',
      'student',
      'students',
      'trainee',
      'fresher',
      'freshers',
      'college',
    ],
    text: 'Our internships run for 3-6 months in AI/ML, web, mobile, cloud, data and design, with a stipend of ₹15,000-25,000 per month, a mentor and real client work. Many interns join us full time afterwards.',
    options: [
      { label: 'See internship programs', action: 'link', value: paths.internships },
      { label: 'Apply for an internship', action: 'form', value: paths.internships },
    ],
  },
  {
    topic: 'jobs',
    keywords: [
      'job',
      'jobs',
      'career',
      'careers',
      'salary',
      'salaries',
      'ctc',
      'package',
      'vacancy',
      'vacancies',
      'opening',
      'openings',
      'position',
      'positions',
      'hiring',
      'resume',
      'cv',
    ],
    text: 'We are hiring in engineering, product, design, data and sales. Salaries range from ₹7,50,000 to ₹14,00,000 per year depending on the role and experience, with health cover, a learning budget and hybrid work from Bengaluru.',
    options: [
      { label: 'View open positions', action: 'link', value: paths.careers },
      { label: 'Send your resume', action: 'form', value: paths.careers },
      askInternships,
    ],
  },
  {
    topic: 'pricing',
    keywords: [
      'price',
      'prices',
      'pricing',
      'cost',
      'costs',
      'budget',
      'quote',
      'quotation',
      'estimate',
      'rate',
      'rates',
      'fee',
      'fees',
      'how much',
      'charge',
      'charges',
    ],
    text: 'Indicative bands: small projects start from ₹15,000, and most services range from ₹20,000 up to ₹50,000+ depending on scope. Quantum computing work is priced per engagement. Share your requirements and we will send a proposal within 24 hours.',
    options: [contactForm, askServices],
  },
  {
    topic: 'contact',
    keywords: [
      'contact',
      'email',
      'mail',
      'phone',
      'call',
      'address',
      'office',
      'reach',
      'talk',
      'meeting',
      'consultation',
      'location',
      'where',
      'whatsapp',
      'get in touch',
    ],
    text: `You can write to ${companyContact.emails.hello}, call ${companyContact.phone} or visit us at ${companyContact.office.address}. We reply to every message within one working day.`,
    options: [
      contactForm,
      {
        label: 'Message us',
        action: 'link',
        value: messagingLink('Hi Bytecraft! ByteBot sent me, I have a question.'),
      },
    ],
  },
  {
    topic: 'services',
    keywords: [
      'service',
      'services',
      'offer',
      'offerings',
      'ai',
      'ml',
      'machine learning',
      'cloud',
      'security',
      'cybersecurity',
      'blockchain',
      'web',
      'website',
      'app',
      'mobile',
      'development',
      'software',
      'iot',
      'quantum',
      'automation',
      'data',
      'transformation',
      'hire',
      'developer',
      'developers',
    ],
    text: 'We build AI and machine learning solutions, cloud platforms, cybersecurity programmes, full-stack and mobile apps, blockchain systems and digital transformation projects. You can also hire our developers by the hour, per project or as a dedicated team.',
    options: [
      { label: 'Explore services', action: 'link', value: paths.services },
      { label: 'Hire developers', action: 'link', value: paths.hireDevelopers },
      askPricing,
    ],
  },
  {
    topic: 'greetings',
    keywords: [
      'hi',
      'hii',
      'hello',
      'hey',
      'namaste',
      'greetings',
      'good morning',
      'good afternoon',
      'good evening',
    ],
    text: 'Hello! Good to see you. Ask me about our services, jobs, internships, pricing or how to reach us.',
    options: [askServices, askJobs, askPricing],
  },
];

export const byteBotFallback: ByteBotReply = {
  text: "Sorry, I didn't catch that. I can help with our services, jobs and salaries, internships, pricing and contact details, or you can write to our team directly.",
  options: [askServices, askJobs, askInternships, askPricing, contactForm],
};

/** The bot's note after the visitor clears the conversation. */
export const byteBotCleared: ByteBotReply = { text: 'Chat cleared' };
