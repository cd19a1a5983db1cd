import type { ContactRecord } from '@bytecraft/contracts/contact';
import type { Contact } from './contact.entity';
import { workFields } from '@bytecraft/service-runtime/records/work-columns';

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
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
