import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import ContactMailIcon from '@mui/icons-material/ContactMailOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DraftsIcon from '@mui/icons-material/DraftsOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  isWorked,
  RECORD_KIND_IDS,
  RECORD_KINDS,
  type RecordKind,
} from '@bytecraft/contracts/records';
import { adminPaths } from '../../config/admin-paths';

export interface Section {
  label: string;
  to: string;
  Icon: SvgIconComponent;
  /** It opens a record at `<to>/<id>` (`adminPaths.record`). */
  records?: true;
  /** Only admins see it (the server refuses its calls to staff with a 403). */
  adminOnly?: true;
  /** Not in the sidebar: it is opened from elsewhere (the Person page, from the header's search). */
  unlisted?: true;
}

/** Each kind's icon in the sidebar: a kind the registry gains without one does not compile. */
const KIND_ICONS: Record<RecordKind, SvgIconComponent> = {
  contact: ContactMailIcon,
  'schedule-call': EventIcon,
  consultation: HandshakeIcon,
  'developer-hire': PersonSearchIcon,
  'job-application': WorkIcon,
  'internship-application': SchoolIcon,
  'internship-question': HelpIcon,
  'newsletter-subscription': EmailIcon,
};

/**
 * A section per kind, in the registry's order, named by its definition; staff open a worked
 * kind's records one by one.
 */
const RECORD_SECTIONS: Section[] = RECORD_KIND_IDS.map((kind) => ({
  label: RECORD_KINDS[kind].sectionTitle,
  to: adminPaths.section(kind),
  Icon: KIND_ICONS[kind],
  ...(isWorked(kind) && { records: true as const }),
}));

/**
 * The sidebar: the console's eight sections from Dashboard to Chatbot (a section per kind of
 * record, the internship screens added to those), then the mail no record matched, the
 * team's screens and the reply templates.
 */
export const SECTIONS: readonly Section[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, Icon: DashboardIcon },
  ...RECORD_SECTIONS,
  { label: 'Chatbot', to: adminPaths.chatbot, Icon: ChatIcon },
  { label: 'Unmatched Mail', to: adminPaths.inbound, Icon: InboxIcon },
  { label: 'Team', to: adminPaths.team, Icon: GroupIcon, adminOnly: true },
  {
    label: 'Reply Templates',
    to: adminPaths.replyTemplates,
    Icon: DraftsIcon,
    adminOnly: true,
  },
  { label: 'Audit Log', to: adminPaths.audit, Icon: HistoryIcon, adminOnly: true },
  { label: 'Account', to: adminPaths.account, Icon: AccountIcon },
  { label: 'Person', to: adminPaths.people, Icon: PersonSearchIcon, unlisted: true },
];

/**
 * The sidebar's sections for a member: admin-only ones only to admins (not while their role is
 * unknown).
 */
export const sectionsFor = (isAdmin: boolean | undefined) =>
  SECTIONS.filter((section) => !section.unlisted && (!section.adminOnly || isAdmin));

/** A tab at a path of its own, its items under it, and the section it is a tab of. */
const TABS = [
  { to: adminPaths.campaigns, section: adminPaths.section('newsletter-subscription') },
] as const;

/**
 * The section a path belongs to, a record in it too (`/admin/contacts/<id>`), a tab of it and
 * the tab's items; none for a path the console has no screen at.
 */
export function sectionOf(pathname: string): Section | undefined {
  const path = pathname.replace(/\/$/, '');
  const parent = path.slice(0, path.lastIndexOf('/'));
  const tab = TABS.find(({ to }) => to === path || to === parent);
  return (
    SECTIONS.find((section) => section.to === (tab?.section ?? path)) ??
    SECTIONS.find((section) => section.records && section.to === parent)
  );
}
