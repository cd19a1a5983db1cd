import type { ContactRecord } from '@bytecraft/contracts/kinds/contact';
import { recordWith } from '@bytecraft/service-runtime/records/record-columns';
import type { Contact } from './contact.entity';

/** A contact message as staff read it. */
export const toContactRecord = (row: Contact): ContactRecord =>
  recordWith(row, ['company', 'service', 'budget', 'timeline', 'message', 'status']);
