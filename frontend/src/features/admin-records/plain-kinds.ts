import { RECORD_KIND_IDS } from '@bytecraft/contracts/records';

/** Kinds whose console section is the records screen alone: the others add a screen of their own. */
export const PLAIN_RECORD_KINDS = RECORD_KIND_IDS.filter(
  (kind) => kind !== 'internship-question' && kind !== 'newsletter-subscription',
);
