import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { legalLinks, paths } from '../../config/paths';

/** The id of the newsletter's column, for loading its form as it comes into view. */
export const NEWSLETTER_SLOT = 'footer-newsletter';

const columns = [
  {
    title: 'Services',
    links: [
      { label: 'AI & Machine Learning', to: paths.services },
      { label: 'Cloud Computing', to: paths.services },
      { label: 'Cybersecurity', to: paths.services },
      { label: 'Hire Developers', to: paths.hireDevelopers },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Team', to: paths.team },
      { label: 'Careers', to: paths.careers },
      { label: 'Internships', to: paths.internships },
      { label: 'Contact', to: paths.contact },
    ],
  },
  { title: 'Legal', links: legalLinks },
];

const social = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'GitHub', href: 'https://github.com/' },
  { label: 'X', href: 'https://x.com/' },
];

/** The site's footer; the app's layout puts the newsletter form in its last column. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  return (
    <Box component="footer" sx={{ bgcolor: '#0a1f44', color: '#e8edf7', py: 6, mt: 8 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h3" component="p" gutterBottom>
              Bytecraft Technologies
            </Typography>
            <Typography variant="body2">
              AI, cloud, security and software engineering since 2017.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
              {social.map((s) => (
                <Link
                  key={s.label}
                  href={s.href}
                  color="inherit"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.label}
                </Link>
              ))}
            </Box>
          </Grid>
          {columns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, md: 2 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.title}
              </Typography>
              {column.links.map((link) => (
                <Link
                  key={link.label}
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  sx={{ display: 'block', py: 0.5 }}
                >
                  {link.label}
                </Link>
              ))}
            </Grid>
          ))}
          <Grid id={NEWSLETTER_SLOT} size={{ xs: 12, md: 3 }}>
            {newsletter}
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
          © {new Date().getFullYear()} Bytecraft Technologies
        </Typography>
      </Container>
    </Box>
  );
}
