import type { ContactInput } from '@bytecraft/contracts/contact';
import { randomBytes, randomUUID } from 'node:crypto';

const unique = () => randomBytes(3).toString('hex');

/** A valid contact message; each call has its own address so tests can find their mail. */
export const buildContact = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Asha Rao',
  email: `asha.${unique()}@example.com`,
  company: 'Rao Logistics',
  phone: '+91 98765 43210',
  service: 'cloud',
  budget: '25k-50k',
  message: 'We want to move our dispatch system to the cloud this year.',
  timeline: '3-6-months',
  ...overrides,
});

/** The job the gateway would publish for a contact form. */
export const buildContactSubmission = (overrides: Partial<ContactInput> = {}) => ({
  id: randomUUID(),
  receivedAt: new Date().toISOString(),
  data: { ...buildContact(overrides) },
});
