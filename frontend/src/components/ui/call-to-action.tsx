import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CallToActionContent } from '../../content/calls-to-action';
import { PlainButton } from './plain-button';

// Buttons on the teal band: white ones, or white outlines, both readable on it.
const onBand = {
  contained: {
    bgcolor: 'common.white',
    color: 'secondary.dark',
    '&:hover': { bgcolor: 'grey.100' },
  },
  outlined: { color: 'common.white', borderColor: 'common.white' },
};

/**
 * The closing band of a page: a heading, a sentence, and the buttons that lead on: links to
 * other pages (the first contained, the next outlined), or actions of the page's own.
 */
export function CallToAction({
  title,
  text,
  links = [],
  actions,
}: Omit<CallToActionContent, 'text' | 'links'> &
  Partial<Pick<CallToActionContent, 'links'>> & {
    text: ReactNode;
    actions?: ReactNode;
  }) {
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Paper
        component="section"
        aria-label={title}
        sx={{
          p: { xs: 3, md: 6 },
          textAlign: 'center',
          bgcolor: 'secondary.main',
          color: 'common.white',
          // The page's own actions are MUI's buttons.
          '& .MuiButton-contained': onBand.contained,
          '& .MuiButton-outlined': onBand.outlined,
        }}
      >
        <Typography variant="h2" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 640, mx: 'auto' }}>{text}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          {links.map(({ label, to }, index) => (
            <PlainButton
              key={to}
              component={RouterLink}
              to={to}
              variant={index ? 'outlined' : 'contained'}
              color={index ? 'inherit' : undefined}
              sx={index ? onBand.outlined : onBand.contained}
            >
              {label}
            </PlainButton>
          ))}
          {actions}
        </Stack>
      </Paper>
    </Container>
  );
}
