import type { ContactInput } from '@bytecraft/contracts/contact';
import { randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';

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

/** Application fields as the multipart form sends them (strings only). */
export const buildJobApplication = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Priya Nair',
  email: `priya.${unique()}@example.com`,
  phone: '+91 90000 33333',
  experience: '3-5',
  skills: 'TypeScript, NestJS, PostgreSQL, Redis',
  coverLetter:
    'I have built event-driven services for four years and would love to join your team.',
  jobId: '2',
  jobTitle: 'Senior Backend Engineer',
  ...overrides,
});

export const buildInternshipApplication = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Rohan Das',
  email: `rohan.${unique()}@example.com`,
  university: 'IIT Madras',
  course: 'Computer Science',
  year: '2026',
  availability: 'full-time',
  motivation: 'I want to learn how production systems are built and operated by a real team.',
  ...overrides,
});

/** Small files whose first bytes say what they are. */
export const files = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 'a')]),
  doc: () =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(2048, 0),
    ]),
  docx: () =>
    zipOf([
      ['[Content_Types].xml', '<Types/>'],
      ['_rels/.rels', '<Relationships/>'],
      ['word/document.xml', '<w:document/>'],
    ]),
  executable: () => Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(4096, 0)]),
  oversized: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 'a')]),
};

/**
 * A zip laid out as real writers do (stored entries: local headers with their data, then the
 * central directory naming every entry, then its end record), for the resume's docx check.
 */
export function zipOf(entries: Array<[name: string, content: string | Buffer]>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [entryName, content] of entries) {
    const name = Buffer.from(entryName);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}
