import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ArticleCard } from '../../../components/ui/cards';
import { PlainButton } from '../../../components/ui/plain-button';
import type { ServiceEntry } from '../../../content/services';

/** Cards stay scannable: the rest is one click away. */
const FEATURES_SHOWN = 4;
const TECHNOLOGIES_SHOWN = 3;

interface Props {
  service: ServiceEntry;
  onLearnMore: (service: ServiceEntry) => void;
}

/** A service: its descriptions, first features and technologies; '+N more' reveals the rest. */
export function ServiceCard({ service, onLearnMore }: Props) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const technologiesId = useId();
  const hidden = service.technologies.length - TECHNOLOGIES_SHOWN;
  const technologies = expanded
    ? service.technologies
    : service.technologies.slice(0, TECHNOLOGIES_SHOWN);

  return (
    <ArticleCard
      titleId={titleId}
      actions={
        <PlainButton
          variant="contained"
          aria-label={`Learn More about ${service.title}`}
          onClick={() => onLearnMore(service)}
        >
          Learn More
        </PlainButton>
      }
    >
      <Typography id={titleId} variant="h3" component="h3" gutterBottom>
        {service.title}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{service.shortDescription}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {service.fullDescription}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {service.features.slice(0, FEATURES_SHOWN).map((feature) => (
          <Stack component="li" key={feature} direction="row" spacing={1}>
            <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            <Typography variant="body2">{feature}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack
        id={technologiesId}
        component="ul"
        aria-label={`${service.title} technologies`}
        direction="row"
        sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 0.5 }}
      >
        {technologies.map((technology) => (
          <li key={technology}>
            <Chip label={technology} size="small" variant="outlined" />
          </li>
        ))}
      </Stack>
      {hidden > 0 && (
        <Chip
          label={expanded ? 'Show less' : `+${hidden} more`}
          size="small"
          color="primary"
          onClick={() => setExpanded((current) => !current)}
          aria-expanded={expanded}
          aria-controls={technologiesId}
          sx={{ mt: 0.5 }}
        />
      )}
    </ArticleCard>
  );
}
