import {
  consolePersonPath,
  consoleRecordPath,
  consoleSectionPath,
} from '@bytecraft/contracts/console-paths';
import { paths } from './paths';

const CAMPAIGNS = `${consoleSectionPath('newsletter-subscription')}/campaigns`;

// Apart from paths.ts: every public page loads that module in its first chunk, and these
// serve only the staff console.
/**
 * The staff console's sections under /admin, behind the session (the dashboard and the lists
 * are prerendered as they look before it is known). A kind's section is where its definition
 * says (`section(kind)`), as the staff alerts link it.
 */
export const adminPaths = {
  dashboard: paths.admin,
  chatbot: '/admin/chatbot',
  team: '/admin/team',
  replyTemplates: '/admin/reply-templates',
  /** Mail that came to the inbound address and matched no record. */
  inbound: '/admin/inbound',
  audit: '/admin/audit',
  account: '/admin/account',
  /** Everything one address sent (`person(email)` opens it for one). */
  people: '/admin/people',
  /** The newsletter section's Campaigns tab, a campaign's editor under it (`new` for a new one). */
  campaigns: CAMPAIGNS,
  campaign: (id: string) => `${CAMPAIGNS}/${encodeURIComponent(id)}`,
  /** The mailed links' pages (public, like the sign-in page), `/admin/invite/<token>`. */
  invite: '/admin/invite',
  reset: '/admin/reset',
  /** A kind's section, and the section with a record's detail dialog open. */
  section: consoleSectionPath,
  record: consoleRecordPath,
  person: consolePersonPath,
} as const;
