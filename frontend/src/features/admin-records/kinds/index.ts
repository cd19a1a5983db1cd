import type { RecordKind } from '@bytecraft/contracts/records';
import type { RecordScreen } from '../record-screen';
import { consultationScreen } from './consultation';
import { contactScreen } from './contact';
import { developerHireScreen } from './developer-hire';
import { internshipApplicationScreen } from './internship-application';
import { internshipQuestionScreen } from './internship-question';
import { jobApplicationScreen } from './job-application';
import { newsletterSubscriptionScreen } from './newsletter-subscription';
import { scheduleCallScreen } from './schedule-call';

/**
 * Each kind's screen by its id, from the kind's own file: a kind the registry gains and no file
 * here describes, or a file filed under another kind's id, does not compile.
 */
export const RECORD_SCREENS: { readonly [K in RecordKind]: RecordScreen & { kind: K } } = {
  contact: contactScreen,
  'schedule-call': scheduleCallScreen,
  consultation: consultationScreen,
  'developer-hire': developerHireScreen,
  'job-application': jobApplicationScreen,
  'internship-application': internshipApplicationScreen,
  'internship-question': internshipQuestionScreen,
  'newsletter-subscription': newsletterSubscriptionScreen,
};
