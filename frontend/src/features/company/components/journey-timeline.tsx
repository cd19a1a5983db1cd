import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Milestone } from '../../../content/company';
import { companyIcons } from './company-icons';

interface Props {
  milestones: readonly Milestone[];
  /** Our Story marks each year with its icon; About keeps the timeline plain. */
  withIcons?: boolean;
}

/** The 2017-2025 journey, one year per step, as an ordered list along a vertical rail. */
export function JourneyTimeline({ milestones, withIcons }: Props) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pl: { xs: 2, md: 3 },
        borderLeft: 3,
        borderColor: 'secondary.light',
      }}
    >
      {milestones.map((milestone) => {
        const Icon = companyIcons[milestone.icon];
        return (
          <Box component="li" key={milestone.year} sx={{ position: 'relative', mb: 3 }}>
            {/* The dot on the rail; purely visual. */}
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: { xs: -25, md: -33 },
                top: 20,
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
              }}
            />
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Stack
                direction="row"
                spacing={1.5}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
              >
                {withIcons && <Icon color="primary" aria-hidden />}
                <Chip label={milestone.year} color="primary" size="small" />
                <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
                  {milestone.title}
                </Typography>
              </Stack>
              <Typography color="text.secondary">{milestone.description}</Typography>
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
