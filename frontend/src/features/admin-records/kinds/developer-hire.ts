import {
  DEVELOPER_HIRE_BUDGETS,
  DEVELOPER_HIRE_PROJECT_TYPES,
  DEVELOPER_HIRE_TIMELINES,
} from '@bytecraft/contracts/options';
import { failed, recordScreen } from '../record-screen';

export const developerHireScreen = recordScreen('developer-hire', {
  plural: 'hire requests',
  updateFailed: failed('update request status'),
  cardActions: [
    { from: 'new', to: 'reviewing', label: 'Start Review' },
    { from: 'reviewing', to: 'interviewing', label: 'Schedule Interview' },
  ],
  arrival: 'asked to hire a developer',
  options: {
    projectType: DEVELOPER_HIRE_PROJECT_TYPES,
    budget: DEVELOPER_HIRE_BUDGETS,
    timeline: DEVELOPER_HIRE_TIMELINES,
  },
  facts: ['projectType', 'budget'],
  details: ['company', 'projectType', 'budget', 'timeline', 'developerId'],
  body: 'message',
});
