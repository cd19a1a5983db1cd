import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BoltIcon from '@mui/icons-material/Bolt';
import CloudIcon from '@mui/icons-material/Cloud';
import CodeIcon from '@mui/icons-material/Code';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import PaletteIcon from '@mui/icons-material/Palette';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SecurityIcon from '@mui/icons-material/Security';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { TeamIconKey } from '../../../content/team';
import type { IconComponent } from './company-icons';

/** The icons of /team's departments and culture values, by the key content names them with. */
export const teamIcons: Record<TeamIconKey, IconComponent> = {
  code: CodeIcon,
  cloud: CloudIcon,
  security: SecurityIcon,
  ai: PsychologyIcon,
  design: PaletteIcon,
  support: SupportAgentIcon,
  collaboration: GroupsIcon,
  excellence: EmojiEventsIcon,
  diversity: Diversity3Icon,
  agility: BoltIcon,
  innovation: AutoAwesomeIcon,
  growth: TrendingUpIcon,
};
