import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatGrid, type Stat } from './stat-grid';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Buttons under the subtitle. */
  actions?: ReactNode;
  stats?: readonly Stat[];
  /** Shown above the title, e.g. a back link or a badge row. */
  eyebrow?: ReactNode;
}

/** The coloured band that opens every page: its one h1, a line of text, actions, stats. */
export function PageHero({ title, subtitle, actions, stats, eyebrow }: Props) {
  return (
    <Box
      component="section"
      sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 10 } }}
    >
      <Container>
        {eyebrow}
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" sx={{ maxWidth: 720, fontSize: '1.15rem', mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {actions && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              mb: stats ? 4 : 0,
            }}
          >
            {actions}
          </Box>
        )}
        {stats && <StatGrid stats={stats} inverted />}
      </Container>
    </Box>
  );
}
