import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';

const TABS = [
  { label: 'Subscriptions', to: adminPaths.section('newsletter-subscription') },
  { label: 'Campaigns', to: adminPaths.campaigns },
] as const;

/** The newsletter section's tabs, each a page of its own: its subscriptions, its campaigns. */
export function NewsletterTabs() {
  const { pathname } = useLocation();
  const current = pathname.startsWith(adminPaths.campaigns) ? 1 : 0;
  return (
    <Tabs value={current} role="navigation" aria-label="Newsletter" sx={{ mb: 3 }}>
      {TABS.map(({ label, to }, index) => (
        <Tab
          key={to}
          label={label}
          component={RouterLink}
          to={to}
          aria-current={index === current ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
