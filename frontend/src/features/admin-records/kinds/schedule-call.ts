import { SCHEDULE_CALL_PURPOSES, PREFERRED_TIMES } from '@bytecraft/contracts/options';
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
  options: { purpose: SCHEDULE_CALL_PURPOSES, preferredTime: PREFERRED_TIMES },
  facts: ['purpose', 'preferredTime'],
  details: ['company', 'purpose', 'preferredTime'],
  body: 'message',
});
