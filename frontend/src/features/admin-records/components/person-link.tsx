import PersonIcon from '@mui/icons-material/PersonOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';

/** Everything else the record's address sent, from every service: its Person page. */
export function PersonLink({ email }: { email: string }) {
  return (
    <Button
      component={RouterLink}
      to={adminPaths.person(email)}
      size="small"
      startIcon={<PersonIcon />}
      aria-label={`Person: everything ${email} sent`}
    >
      Person
    </Button>
  );
}
