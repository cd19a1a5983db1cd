import { failed, recordScreen } from '../record-screen';

export const developerHireScreen = recordScreen('developer-hire', {
  plural: 'hire requests',
  updateFailed: failed('update request status'),
  cardActions: [
    { from: 'new', to: 'reviewing', label: 'Start Review' },
    { from: 'reviewing', to: 'interviewing', label: 'Schedule Interview' },
  ],
  arrival: 'asked to hire a developer',
  facts: ['projectType', 'budget'],
  details: ['company', 'projectType', 'budget', 'timeline', 'developerId'],
  body: 'message',
});
