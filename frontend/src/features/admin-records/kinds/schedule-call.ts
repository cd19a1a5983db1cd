import { SCHEDULE_CALL_PURPOSES, PREFERRED_TIMES } from '@bytecraft/contracts/options';
import { scheduleCall } from '@bytecraft/contracts/kinds/schedule-call';
import { failed, option, person, recordScreen } from '../record-screen';

export const scheduleCallScreen = recordScreen('schedule-call', {
  plural: 'scheduled calls',
  loadFailed: () => failed('fetch schedule calls'),
  updateFailed: failed('update call status'),
  cardActions: [
    { from: 'scheduled', to: 'completed', label: 'Mark Completed' },
    { from: 'scheduled', to: 'cancelled', label: 'Cancel' },
  ],
  statusSelect: true,
  hasDetail: true,
  board: true,
  arrival: 'scheduled a call',
  heading: (r) => r.name,
  subheading: (r) => r.company,
  facts: (r) => [
    { label: scheduleCall.labels.purpose, value: option(SCHEDULE_CALL_PURPOSES, r.purpose) },
    { label: scheduleCall.labels.preferredTime, value: option(PREFERRED_TIMES, r.preferredTime) },
  ],
  details: (r) => [
    ...person(r),
    { label: scheduleCall.labels.company, value: r.company },
    { label: scheduleCall.labels.purpose, value: option(SCHEDULE_CALL_PURPOSES, r.purpose) },
    { label: scheduleCall.labels.preferredTime, value: option(PREFERRED_TIMES, r.preferredTime) },
  ],
  body: (r) => ({ label: scheduleCall.labels.message, text: r.message }),
  date: (r) => r.createdAt,
});
