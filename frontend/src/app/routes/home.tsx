import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';

export default function HomeRoute() {
  usePageMeta(
    'AI, Cloud and Software Engineering',
    'Bytecraft Technologies builds AI, cloud, cybersecurity and full-stack software for growing businesses.',
  );
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 8, md: 12 } }}>
      <Container>
        <Typography variant="h1" gutterBottom>
          Engineering that moves your business forward
        </Typography>
        <Typography sx={{ maxWidth: 640, mb: 4, fontSize: '1.15rem' }}>
          AI and machine learning, cloud, cybersecurity, full-stack development, blockchain and
          digital transformation, delivered by one team since 2017.
        </Typography>
        <Button
          component={RouterLink}
          to={paths.contact}
          variant="contained"
          color="secondary"
          size="large"
        >
          Start Your Project
        </Button>
      </Container>
    </Box>
  );
}
