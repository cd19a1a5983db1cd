/** Frequently asked questions on /services. */
export interface ServiceFaq {
  question: string;
  answer: string;
}

export const serviceFaqs: ServiceFaq[] = [
  {
    question: 'How long does a typical project take?',
    answer:
      'Most projects take between 4 and 24 weeks depending on scope. After the discovery phase we share a milestone plan so you know what ships when.',
  },
  {
    question: 'How do you price your services?',
    answer:
      'Each service has a starting price, and we quote a fixed price for a well-defined scope or a monthly rate for ongoing work. Research engagements such as quantum computing are priced individually.',
  },
  {
    question: 'Do you work with small businesses and startups?',
    answer:
      'Yes. About half of our clients are startups and growing businesses; we often start with a small first release and scale the team as you grow.',
  },
  {
    question: 'What support do you offer after launch?',
    answer:
      'Every project includes a warranty period, and our support plans add 24/7 monitoring, agreed response times and regular improvement releases.',
  },
  {
    question: 'Who owns the code and the data?',
    answer:
      'You do. Source code, documentation and data belong to you from the first commit, and we sign a non-disclosure agreement before discovery starts.',
  },
];
