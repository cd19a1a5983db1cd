import GitHubIcon from '@mui/icons-material/GitHub';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { projectCategoryLabel, type PortfolioProject } from '../../../content/portfolio';
import { ChipRow } from '../../../components/ui/cards';

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

/**
 * What a card says first: category and year on one line, the title, the description and the
 * technologies, only the first `technologiesShown` of them with a '+N more' badge if given.
 */
export function ProjectSummary({
  project,
  technologiesShown,
}: {
  project: PortfolioProject;
  technologiesShown?: number;
}) {
  const shown = project.technologies.slice(0, technologiesShown);
  const more = project.technologies.length - shown.length;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Chip
          label={projectCategoryLabel(project.category)}
          size="small"
          color="primary"
          variant="outlined"
        />
        <Typography variant="body2" color="text.secondary">
          {project.year}
        </Typography>
      </Box>
      <Typography variant="h3" component="h3" gutterBottom>
        {project.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {project.description}
      </Typography>
      <ChipRow labels={shown} variant="filled" sx={{ mb: 2 }}>
        {more > 0 && <Chip label={`+${more} more`} size="small" variant="outlined" />}
      </ChipRow>
    </>
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

const PROJECT_LINKS = {
  demo: {
    text: 'Live Demo',
    name: 'Live demo',
    href: (project: PortfolioProject) => project.demoUrl,
    icon: { endIcon: <OpenInNewIcon aria-hidden /> },
  },
  source: {
    text: 'Source Code',
    name: 'Source code',
    href: (project: PortfolioProject) => project.githubUrl,
    icon: { startIcon: <GitHubIcon aria-hidden /> },
  },
};

/** The project's live demo or its source code, in a new tab. */
export function ProjectLink({
  project,
  to,
}: {
  project: PortfolioProject;
  to: keyof typeof PROJECT_LINKS;
}) {
  const { text, name, href, icon } = PROJECT_LINKS[to];
  return (
    <Button
      href={href(project)}
      target="_blank"
      rel="noopener noreferrer"
      {...icon}
      aria-label={`${name} of ${project.title} (opens in a new tab)`}
    >
      {text}
    </Button>
  );
}
