/** The company's contact details as pages show them (display data, fictional). */
export const companyContact = {
  name: 'Bytecraft Technologies',
  phone: '+91 80 4000 1234',
  /** The messaging-app number, digits only, as chat links want it. */
  messagingNumber: '918040001234',
  emails: {
    hello: 'hello@bytecraft.example',
    careers: 'careers@bytecraft.example',
    hiring: 'hire@bytecraft.example',
    internships: 'internships@bytecraft.example',
    privacy: 'privacy@bytecraft.example',
    security: 'security@bytecraft.example',
    support: 'support@bytecraft.example',
  },
  office: {
    city: 'Bengaluru, India',
    address: '4th Floor, 21 Residency Road, Bengaluru 560025',
    phone: '+91 80 4000 1234',
    email: 'hello@bytecraft.example',
    timezone: 'IST (UTC+5:30)',
  },
  emergency: { phone: '+91 80 4000 9999', email: 'support@bytecraft.example' },
} as const;

/** A messaging-app chat with the company, the visitor's first message already typed. */
export const messagingLink = (text: string) =>
  `https://wa.me/${companyContact.messagingNumber}?text=${encodeURIComponent(text)}`;

/** A new mail in the visitor's own mail program. */
export const mailDraftLink = (to: string, subject: string, body?: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;
