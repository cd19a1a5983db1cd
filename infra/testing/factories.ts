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

export const buildConsultation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vikram Shah',
  email: `vikram.${unique()}@example.com`,
  phone: '+91 90000 11111',
  company: 'Shah Retail',
  service: 'Cloud Computing',
  budget: '25k-50k',
  timeline: '3-months',
  message: 'Planning a move off our data centre.',
  ...overrides,
});

export const buildScheduleCall = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  email: `meera.${unique()}@example.com`,
  phone: '+91 90000 22222',
  company: 'Iyer Foods',
  purpose: 'project-discussion',
  preferredTime: 'morning',
  message: 'Tuesdays work best.',
  ...overrides,
});

export const buildDeveloperHire = (overrides: Record<string, unknown> = {}) => ({
  name: 'Karan Mehta',
  email: `karan.${unique()}@example.com`,
  company: 'Mehta Labs',
  projectType: 'web-development',
  budget: '10k-25k',
  timeline: '1-month',
  message: 'We need a senior React developer for a six-month engagement.',
  developerId: '3',
  ...overrides,
});
