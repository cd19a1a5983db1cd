import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePageMeta('Page Not Found', 'The page you were looking for does not exist.');
  useEffect(() => console.warn(`404: no page at ${pathname}`), [pathname]);
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Return Home
        </Button>
        <Button variant="outlined" onClick={() => void navigate(-1)}>
          Go Back
        </Button>
      </Stack>
    </Container>
  );
}
