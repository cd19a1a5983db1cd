import { failed, recordScreen } from '../record-screen';

export const scheduleCallScreen = recordScreen('schedule-call', {
  plural: 'scheduled calls',
  loadFailed: () => failed('fetch schedule calls'),
  updateFailed: failed('update call status'),
  cardActions: [
    { from: 'scheduled', to: 'completed', label: 'Mark Completed' },
    { from: 'scheduled', to: 'cancelled', label: 'Cancel' },
  ],
  arrival: 'scheduled a call',
  facts: ['purpose', 'preferredTime'],
  details: ['company', 'purpose', 'preferredTime'],
  body: 'message',
});
