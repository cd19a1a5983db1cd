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

/**
 * The sidebar: the console's eight sections from Dashboard to Chatbot, with the internship
 * screens (added to those) beside the job applications, then the mail no record matched, the
 * team's screens and the reply templates.
 */
export const SECTIONS: readonly Section[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, Icon: DashboardIcon },
  {
    label: 'Contact Forms',
    to: adminPaths.section('contact'),
    Icon: ContactMailIcon,
    records: true,
  },
  {
    label: 'Schedule Calls',
    to: adminPaths.section('schedule-call'),
    Icon: EventIcon,
    records: true,
  },
  {
    label: 'Consultations',
    to: adminPaths.section('consultation'),
    Icon: HandshakeIcon,
    records: true,
  },
  {
    label: 'Developer Hires',
    to: adminPaths.section('developer-hire'),
    Icon: PersonSearchIcon,
    records: true,
  },
  {
    label: 'Job Applications',
    to: adminPaths.section('job-application'),
    Icon: WorkIcon,
    records: true,
  },
  {
    label: 'Internship Applications',
    to: adminPaths.section('internship-application'),
    Icon: SchoolIcon,
    records: true,
  },
  {
    label: 'Internship Questions',
    to: adminPaths.section('internship-question'),
    Icon: HelpIcon,
    records: true,
  },
  { label: 'Newsletter', to: adminPaths.section('newsletter-subscription'), Icon: EmailIcon },
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

/**
 * The section a path belongs to, a record in it too (`/admin/contacts/<id>`); none for a path
 * the console has no screen at.
 */
export function sectionOf(pathname: string): Section | undefined {
  const path = pathname.replace(/\/$/, '');
  const parent = path.slice(0, path.lastIndexOf('/'));
  return (
    SECTIONS.find((section) => section.to === path) ??
    SECTIONS.find((section) => section.records && section.to === parent)
  );
}
