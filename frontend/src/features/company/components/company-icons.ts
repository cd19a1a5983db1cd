import CloudIcon from '@mui/icons-material/Cloud';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlagIcon from '@mui/icons-material/Flag';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PsychologyIcon from '@mui/icons-material/Psychology';
import PublicIcon from '@mui/icons-material/Public';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SecurityIcon from '@mui/icons-material/Security';
import VerifiedIcon from '@mui/icons-material/Verified';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type SvgIcon from '@mui/material/SvgIcon';
import type { CompanyIconKey } from '../../../content/company';

export type IconComponent = typeof SvgIcon;

/** The icons of the story pages (/about, /our-story), by the key content names them with. */
export const companyIcons: Record<CompanyIconKey, IconComponent> = {
  flag: FlagIcon,
  handshake: HandshakeIcon,
  cloud: CloudIcon,
  security: SecurityIcon,
  ai: PsychologyIcon,
  public: PublicIcon,
  team: GroupsIcon,
  award: EmojiEventsIcon,
  rocket: RocketLaunchIcon,
  client: HandshakeIcon,
  innovation: LightbulbIcon,
  expert: WorkspacePremiumIcon,
  integrity: VerifiedIcon,
  quality: FactCheckIcon,
  learning: MenuBookIcon,
  community: VolunteerActivismIcon,
};
