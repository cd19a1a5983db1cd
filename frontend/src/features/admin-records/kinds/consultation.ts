import { consultation } from '@bytecraft/contracts/kinds/consultation';
import { CONSULTATION_BUDGETS, CONSULTATION_TIMELINES } from '@bytecraft/contracts/options';
import { failed, option, person, recordScreen } from '../record-screen';

export const consultationScreen = recordScreen('consultation', {
  plural: 'consultations',
  loadFailed: (network) =>
    network
      ? {
          title: 'Connection Error',
          message: 'Unable to fetch consultations. Make sure backend is running.',
        }
      : failed('load consultations'),
  updateFailed: failed('update consultation status'),
  cardActions: [
    { from: 'pending', to: 'scheduled', label: 'Schedule' },
    { from: 'scheduled', to: 'completed', label: 'Mark Completed' },
  ],
  statusSelect: false,
  hasDetail: true,
  board: true,
  arrival: 'booked a consultation',
  heading: (r) => r.name,
  subheading: (r) => r.company,
  facts: (r) => [
    { label: consultation.labels.service, value: r.service },
    { label: consultation.labels.timeline, value: option(CONSULTATION_TIMELINES, r.timeline) },
  ],
  details: (r) => [
    ...person(r),
    { label: consultation.labels.company, value: r.company },
    { label: consultation.labels.service, value: r.service },
    { label: consultation.labels.budget, value: option(CONSULTATION_BUDGETS, r.budget) },
    { label: consultation.labels.timeline, value: option(CONSULTATION_TIMELINES, r.timeline) },
  ],
  body: (r) => ({ label: consultation.labels.message, text: r.message }),
  date: (r) => r.createdAt,
});
