import { failed, recordScreen } from '../record-screen';

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
  arrival: 'booked a consultation',
  facts: ['service', 'timeline'],
  details: ['company', 'service', 'budget', 'timeline'],
  body: 'message',
});
