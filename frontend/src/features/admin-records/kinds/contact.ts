import { failed, recordScreen } from '../record-screen';

export const contactScreen = recordScreen('contact', {
  plural: 'contacts',
  updateFailed: failed('update contact status'),
  cardActions: [
    { from: 'new', to: 'in_progress', label: 'Start Review' },
    { from: 'in_progress', to: 'resolved', label: 'Mark Resolved' },
  ],
  arrival: 'sent a contact message',
  facts: ['email', 'service'],
  details: ['company', 'service', 'budget', 'timeline'],
  body: 'message',
});
