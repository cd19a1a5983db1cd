/**
 * The Chatbot screen's demo data: hard-coded conversations, not fetched. Times are set
 * relative to when the console loads, so 'today' has some.
 */
export type ChatCategory =
  'services' | 'jobs' | 'contact' | 'technical' | 'internships' | 'pricing';
export type ChatFeedback = 'helpful' | 'not_helpful' | 'none';

export interface ChatConversation {
  id: string;
  sessionId: string;
  userMessage: string;
  botResponse: string;
  category: ChatCategory;
  feedback: ChatFeedback;
  resolved: boolean;
  timestamp: string;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const CHAT_CATEGORIES: readonly ChatCategory[] = [
  'services',
  'jobs',
  'contact',
  'technical',
  'internships',
  'pricing',
];

export const demoConversations: readonly ChatConversation[] = [
  {
    id: 'conv-1',
    sessionId: 'sess-7f3a',
    userMessage: 'What services do you offer for AI and machine learning?',
    botResponse:
      'We build end-to-end AI solutions: predictive analytics, natural language processing, computer vision and recommendation engines, from data preparation through model training to deployment and monitoring in production. Would you like to book a free consultation with our AI team?',
    category: 'services',
    feedback: 'helpful',
    resolved: true,
    timestamp: minutesAgo(12),
  },
  {
    id: 'conv-2',
    sessionId: 'sess-2b91',
    userMessage: 'Are you hiring React developers right now?',
    botResponse:
      'Yes! We have open roles for frontend and full-stack engineers working with React and TypeScript. You can see every opening and apply with your resume on our Career Opportunities page.',
    category: 'jobs',
    feedback: 'helpful',
    resolved: true,
    timestamp: minutesAgo(47),
  },
  {
    id: 'conv-3',
    sessionId: 'sess-c41d',
    userMessage: 'How much does a small web application cost?',
    botResponse:
      'Small web applications usually start from ₹15,000. We send a fixed-price quote after a free consultation, where we agree the features, the timeline and the team. Share a few details and our sales team will reply within one business day.',
    category: 'pricing',
    feedback: 'not_helpful',
    resolved: false,
    timestamp: minutesAgo(95),
  },
  {
    id: 'conv-4',
    sessionId: 'sess-9e07',
    userMessage: 'When does the summer internship program start?',
    botResponse:
      'Our internship programs run in several cohorts a year and last three to six months. Applications are open now on the Internship Program page, and you can ask the internships team anything there too.',
    category: 'internships',
    feedback: 'helpful',
    resolved: true,
    timestamp: minutesAgo(180),
  },
  {
    id: 'conv-5',
    sessionId: 'sess-51aa',
    userMessage: 'My deployment pipeline keeps failing on the build step, can you help?',
    botResponse:
      'I can point you in the right direction: our DevOps team offers CI/CD audits and hands-on support. For an urgent production issue, please use the contact form and choose DevOps & Automation so the right engineer picks it up.',
    category: 'technical',
    feedback: 'none',
    resolved: false,
    timestamp: minutesAgo(60 * 26),
  },
  {
    id: 'conv-6',
    sessionId: 'sess-0d3c',
    userMessage: 'What is your office phone number?',
    botResponse:
      'You can reach us through the Contact page, by email, or by phone during business hours (Monday to Friday, 9 AM to 6 PM IST). Would you like me to open the contact form for you?',
    category: 'contact',
    feedback: 'helpful',
    resolved: true,
    timestamp: minutesAgo(60 * 30),
  },
  {
    id: 'conv-7',
    sessionId: 'sess-77b2',
    userMessage: 'Do you build mobile apps for both iOS and Android?',
    botResponse:
      'Yes. We build native apps in Swift and Kotlin and cross-platform apps in React Native and Flutter, with the backend and cloud infrastructure to go with them.',
    category: 'services',
    feedback: 'helpful',
    resolved: true,
    timestamp: minutesAgo(60 * 50),
  },
  {
    id: 'conv-8',
    sessionId: 'sess-e2f9',
    userMessage: 'Can I hire a dedicated developer for three months?',
    botResponse:
      'Absolutely. Our dedicated developer model lets you hire full-time engineers for as little as one month, with flexible scaling and a replacement guarantee. Visit Hire Developers to pick a profile and request an interview.',
    category: 'services',
    feedback: 'not_helpful',
    resolved: false,
    timestamp: minutesAgo(60 * 72),
  },
];
