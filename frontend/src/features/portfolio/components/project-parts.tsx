import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PortfolioProject } from '../../../content/portfolio';

/** The project's gradient banner (no network images); badges may sit on it. */
export function ProjectImage({
  project,
  children,
}: {
  project: PortfolioProject;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ position: 'relative', height: 140, p: 1.5, background: project.image }}>
      {children}
    </Box>
  );
}

/** Category and year on one line above the title. */
export function ProjectMeta({ category, year }: { category: string; year: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
      <Chip label={category} size="small" color="primary" variant="outlined" />
      <Typography variant="body2" color="text.secondary">
        {year}
      </Typography>
    </Box>
  );
}

/** Labelled facts ('Client', 'Duration', a result) as a description list. */
export function FactList({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A project's live demo, in a new tab. */
export function DemoLink({ project }: { project: PortfolioProject }) {
  return (
    <Button
      href={project.demoUrl}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon aria-hidden />}
      aria-label={`Live demo of ${project.title} (opens in a new tab)`}
    >
      Live Demo
    </Button>
  );
}
