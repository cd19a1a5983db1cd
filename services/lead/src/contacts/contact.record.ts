import type { ContactRecord } from '@bytecraft/contracts/contact';
import type { Contact } from './contact.entity';

/** A contact message as staff read it. */
export const toContactRecord = (row: Contact): ContactRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  service: row.service,
  budget: row.budget,
  timeline: row.timeline,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
