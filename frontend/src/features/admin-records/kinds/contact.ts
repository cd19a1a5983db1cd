import { contact } from '@bytecraft/contracts/kinds/contact';
import { CONTACT_BUDGETS, CONTACT_SERVICES, CONTACT_TIMELINES } from '@bytecraft/contracts/options';
import { failed, option, person, recordScreen } from '../record-screen';

export const contactScreen = recordScreen('contact', {
  plural: 'contacts',
  loadFailed: () => failed('fetch contacts'),
  updateFailed: failed('update contact status'),
  cardActions: [
    { from: 'new', to: 'in_progress', label: 'Start Review' },
    { from: 'in_progress', to: 'resolved', label: 'Mark Resolved' },
  ],
  statusSelect: true,
  hasDetail: true,
  board: true,
  arrival: 'sent a contact message',
  heading: (r) => r.name,
  subheading: (r) => r.company,
  facts: (r) => [
    { label: contact.labels.email, value: r.email },
    { label: contact.labels.service, value: option(CONTACT_SERVICES, r.service) },
  ],
  details: (r) => [
    ...person(r),
    { label: contact.labels.company, value: r.company },
    { label: contact.labels.service, value: option(CONTACT_SERVICES, r.service) },
    { label: contact.labels.budget, value: option(CONTACT_BUDGETS, r.budget) },
    { label: contact.labels.timeline, value: option(CONTACT_TIMELINES, r.timeline) },
  ],
  body: (r) => ({ label: contact.labels.message, text: r.message }),
  date: (r) => r.createdAt,
});
