import { hoursText, PRIORITY_TIMES, type Priority } from '@bytecraft/contracts/records/due';
import { RETENTION_POLICY } from '@bytecraft/contracts/retention-policy';
import { legalLinks, paths } from '../config/paths';
import { companyContact } from './company-contact';

/** A table inside a legal section, e.g. the SLA's response times. */
export interface LegalTable {
  caption: string;
  columns: readonly string[];
  /** Each row's first cell names the row. */
  rows: readonly (readonly string[])[];
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  tables?: readonly LegalTable[];
}

export interface LegalDocument {
  title: string;
  /** The page's meta description. */
  description: string;
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string;
  sections: readonly LegalSection[];
}

export type LegalPath = (typeof legalLinks)[number]['to'];

/**
 * What the pages say of each kind's retention, from the defaults the daily erasure applies
 * (`RETENTION_POLICY`): the pages state exactly what the system does.
 */
const RETENTION_ITEMS = RETENTION_POLICY.map(
  ({ label, months, from }) =>
    `${label}: up to ${months} ${months === 1 ? 'month' : 'months'} ${from}`,
);

/** One row of the SLA page's times, from the priorities the console's clock counts by. */
function priorityRow(priority: Priority, example: string): readonly string[] {
  const { label, firstResponseHours, resolutionHours } = PRIORITY_TIMES[priority];
  return [label, example, hoursText(firstResponseHours), hoursText(resolutionHours)];
}

const { emails } = companyContact;
const company = companyContact.name;
const address = companyContact.office.address;

/** The six policy pages, keyed by their path. */
export const legalDocuments: Record<LegalPath, LegalDocument> = {
  [paths.privacyPolicy]: {
    title: 'Privacy Policy',
    description: `How ${company} collects, uses, stores and protects the personal data of visitors, clients and applicants.`,
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${company} is an IT services company registered in India, with its office at ${address}. We are responsible for the personal data collected through this website and our forms.`,
          `For any question about this policy or your data, write to ${emails.privacy}.`,
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: ['We only collect what you give us or what is needed to run the site:'],
        items: [
          'Contact details you enter in a form: name, email address, phone number and company',
          'The content of your messages, project details, budgets and timelines',
          'Job and internship applications, including resumes and cover letters',
          'Your email address if you subscribe to our newsletter',
          'Technical data such as IP address, browser type and pages visited, kept in server logs',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your data to answer your enquiry, prepare proposals, deliver the services you engage us for, assess applications and send the newsletter you asked for.',
          'We also use technical data to keep the site secure, to block abuse such as automated form submissions and to understand which pages are useful.',
          'We never sell your personal data and we do not use it for automated decisions that affect you.',
        ],
      },
      {
        heading: 'Legal bases',
        paragraphs: [
          'We process your data because you asked us to (to take steps before a contract or to perform it), because you consented (the newsletter), or because of our legitimate interest in running and protecting the business. Where the law requires us to keep records, we do so to meet that obligation.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We share data only with providers who help us run the business, such as hosting, email delivery and applicant tracking, under contracts that require them to protect it and use it only on our instructions. We disclose data to authorities only when the law requires it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep data only as long as we need it:'],
        items: [
          ...RETENTION_ITEMS,
          'Client project records: for the contract term plus the period tax law requires',
          'Server logs: up to 90 days',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask to access, correct or delete your data, to restrict or object to its use, or to receive it in a portable format. Send your request to ${emails.privacy}; we answer within 30 days. See our GDPR Compliance page for details.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Data is encrypted in transit with TLS 1.3 and at rest with AES-256, access is limited to the staff who need it, and our systems are monitored around the clock. Our Security page describes these measures.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We update this policy when our practices change. The date at the top shows the latest revision; significant changes are also announced in our newsletter.',
        ],
      },
    ],
  },

  [paths.termsOfService]: {
    title: 'Terms of Service',
    description: `The terms that apply when you use the ${company} website and engage us for services.`,
    updated: '2025-01-15',
    sections: [
      {
        heading: 'Acceptance of these terms',
        paragraphs: [
          `By using this website you agree to these terms. If you engage ${company} for a project, the signed statement of work or master services agreement applies in addition and prevails where the two differ.`,
        ],
      },
      {
        heading: 'Use of the website',
        paragraphs: [
          'You may browse the site and use its forms for genuine enquiries. You must not:',
        ],
        items: [
          'Submit false information or impersonate another person or company',
          'Send automated or bulk submissions, or try to bypass rate limits',
          'Probe, scan or test the site for vulnerabilities except under our responsible disclosure process',
          'Copy the site content for commercial use without our written permission',
        ],
      },
      {
        heading: 'Proposals and quotes',
        paragraphs: [
          'Prices shown on the site, in the chat assistant or in a first reply are indicative. A project is priced in a written proposal that states scope, timeline and fees in Indian rupees, and it binds us only once both parties sign it.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The website, its text, design and logos belong to us. For client projects, ownership of the delivered work passes to the client on full payment, as set out in the project agreement; we keep ownership of our pre-existing tools and libraries and grant the client a licence to use them within the delivered work.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Invoices are payable within 15 days unless the agreement says otherwise. Fees are exclusive of GST, which is added at the applicable rate.',
        ],
      },
      {
        heading: 'Confidentiality',
        paragraphs: [
          'We treat everything you share about your business as confidential and sign a non-disclosure agreement on request before any detailed discussion.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'The website is provided as it is. To the extent the law allows, we are not liable for indirect or consequential losses arising from its use. Our liability under a project agreement is limited as that agreement states.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have exclusive jurisdiction.',
          `Questions about these terms can be sent to ${emails.hello}.`,
        ],
      },
    ],
  },

  [paths.cookiePolicy]: {
    title: 'Cookie Policy',
    description: `Which cookies and browser storage the ${company} website uses, and how to control them.`,
    updated: '2025-01-15',
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'Cookies are small files a website stores in your browser. Similar technologies, such as local storage, keep small amounts of data on your device in the same way. This policy covers both.',
        ],
      },
      {
        heading: 'Cookies we use',
        paragraphs: ['We keep cookies to a minimum:'],
        items: [
          'Strictly necessary: keep the site secure and remember a signed-in staff session; they cannot be switched off',
          'Preferences: remember choices such as a dismissed notice',
          'Analytics: count visits and page views in aggregate so we can improve the site; they do not identify you',
        ],
      },
      {
        heading: 'What we do not use',
        paragraphs: [
          'We do not use advertising cookies, and we do not let third parties track you across other websites from our pages.',
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: [
          'You can block or delete cookies in your browser settings. Blocking strictly necessary cookies may stop parts of the site, such as the staff area, from working.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about cookies can be sent to ${emails.privacy}.`],
      },
    ],
  },

  [paths.gdpr]: {
    title: 'GDPR Compliance',
    description: `How ${company} meets the EU General Data Protection Regulation and how to exercise your data rights.`,
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          `We work with clients in Europe and handle personal data of people in the EU. ${company} applies the principles of the General Data Protection Regulation to all personal data we handle, wherever its owner lives: lawfulness, fairness and transparency, purpose limitation, data minimisation, accuracy, storage limitation, integrity and confidentiality, and accountability.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under the GDPR you have the right to:'],
        items: [
          'Access the personal data we hold about you',
          'Have inaccurate data corrected',
          'Have your data erased',
          'Restrict or object to how we process it',
          'Receive your data in a portable, machine-readable format',
          'Withdraw consent at any time, for example by unsubscribing from the newsletter',
          'Lodge a complaint with your data protection authority',
        ],
      },
      {
        heading: 'How to make a request',
        paragraphs: [
          `Email ${emails.privacy} with your request. We may ask you to confirm your identity before we act on it. We answer every request within 30 days, free of charge.`,
        ],
      },
      {
        heading: 'How long we keep your data',
        paragraphs: [
          'Our systems erase each record automatically once its time has passed. Our last contact with you is your message, or the latest reply or change we made to it since:',
        ],
        items: RETENTION_ITEMS,
      },
      {
        heading: 'How we erase your data',
        paragraphs: [
          'When you ask us to erase your data, we delete every record of your email address in every system we run, with its history and our notes and replies, remove your resumes and any message still waiting to be processed, and keep only a one-way code of your address in the record of the mails we sent you. A later message from the same address starts afresh.',
        ],
      },
      {
        heading: 'When we process data for clients',
        paragraphs: [
          'When we build or run systems that hold our clients’ personal data, we act as their processor. We sign a data processing agreement, process data only on documented instructions, bind our staff to confidentiality and help clients answer their own data subjects’ requests.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'Our team works from India. When personal data from the European Economic Area is transferred to us, we use the European Commission’s standard contractual clauses and the security measures described on our Security page.',
        ],
      },
      {
        heading: 'Data breaches',
        paragraphs: [
          'If a breach affects personal data, we notify the clients concerned without undue delay so that they can meet the 72-hour notification duty to their authority, and we inform affected people where the risk to them is high.',
        ],
      },
    ],
  },

  [paths.security]: {
    title: 'Security',
    description: `How ${company} protects client systems and data, and how to report a vulnerability.`,
    updated: '2025-01-15',
    sections: [
      {
        heading: 'Our approach',
        paragraphs: [
          'Security is part of how we design, build and run every system, not a final check. Our cybersecurity practice reviews the architecture of each project, and every change goes through code review and automated scanning before release.',
        ],
      },
      {
        heading: 'Protecting data',
        paragraphs: ['Whatever we build or host follows the same baseline:'],
        items: [
          'TLS 1.3 for all data in transit',
          'AES-256 encryption for data at rest, including backups',
          'Least-privilege access with multi-factor authentication for all staff',
          'Secrets kept in a managed vault, never in source code',
          'Encrypted daily backups, with restores tested every quarter',
        ],
      },
      {
        heading: 'Monitoring and response',
        paragraphs: [
          'Production systems are monitored around the clock. Our incident response plan defines who is on call, how we contain an incident and how we inform affected clients.',
        ],
      },
      {
        heading: 'Our people',
        paragraphs: [
          'Every employee and intern completes security and privacy training when they join and every year after, and signs a confidentiality agreement.',
        ],
      },
      {
        heading: 'Reporting a vulnerability',
        paragraphs: [
          `If you believe you have found a security issue in our website or a system we run, email ${emails.security} with the steps to reproduce it. We acknowledge critical reports within 24 hours and all others within three working days, keep you informed while we fix the issue, and credit you if you wish.`,
          'Please do not access or change data that is not yours, degrade the service or disclose the issue publicly before we have fixed it.',
        ],
      },
    ],
  },

  [paths.sla]: {
    title: 'Service Level Agreement',
    description: `Uptime, support response times and service credits for services that ${company} hosts and supports.`,
    updated: '2025-01-15',
    sections: [
      {
        heading: 'Scope',
        paragraphs: [
          'This agreement applies to the applications and infrastructure that we host or support under a managed services contract. Planned maintenance announced at least 48 hours ahead, and outages caused by events outside our control, are not counted as downtime.',
        ],
      },
      {
        heading: 'Uptime commitment',
        paragraphs: [
          'We commit to 99.9% monthly uptime for production services, which allows about 8.76 hours of downtime a year. Uptime is measured by our external monitoring every minute.',
        ],
      },
      {
        heading: 'Performance',
        paragraphs: [
          'Our target is that 95% of requests receive a response in under 2 seconds, measured at the edge of the hosted service.',
        ],
      },
      {
        heading: 'Support response and resolution',
        paragraphs: [
          `Report incidents to ${emails.support} or, for critical issues, to the emergency line ${companyContact.emergency.phone}. We classify each incident by its impact and respond within these times:`,
        ],
        tables: [
          {
            caption: 'Response and resolution times',
            columns: ['Priority', 'Example', 'First response', 'Resolution target'],
            rows: [
              priorityRow('critical', 'Production is down or data is at risk'),
              priorityRow('high', 'A major feature fails with no workaround'),
              priorityRow('normal', 'A feature fails and a workaround exists'),
              priorityRow('low', 'A question, cosmetic issue or minor request'),
            ],
          },
        ],
      },
      {
        heading: 'Service credits',
        paragraphs: [
          'If monthly uptime falls below our commitment, you receive a credit on that month’s fee for the affected service:',
        ],
        tables: [
          {
            caption: 'Service credits',
            columns: ['Monthly uptime', 'Credit'],
            rows: [
              ['99.0% up to 99.9%', '5%'],
              ['95.0% up to 99.0%', '10%'],
              ['Below 95.0%', '25%'],
            ],
          },
        ],
      },
      {
        heading: 'Claiming a credit',
        paragraphs: [
          `Claim a credit by writing to ${emails.support} within 30 days of the end of the month concerned. Credits are deducted from the next invoice and are the sole remedy for missed uptime.`,
        ],
      },
    ],
  },
};

/** The document for a path, or undefined when the path has none. */
export function legalDocumentFor(path: string): LegalDocument | undefined {
  return Object.hasOwn(legalDocuments, path) ? legalDocuments[path as LegalPath] : undefined;
}
