import { contact, type ContactRecord } from '@bytecraft/contracts/kinds/contact';
import { recordOf } from '@bytecraft/service-runtime/records/record-columns';
import type { Contact } from './contact.entity';

const toRecord = recordOf(contact);

/** A contact message as staff read it. */
export const toContactRecord = (row: Contact): ContactRecord => toRecord(row);
