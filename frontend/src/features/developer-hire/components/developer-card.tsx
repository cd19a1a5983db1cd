import LocationOnIcon from '@mui/icons-material/LocationOn';
import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ArticleCard } from '../../../components/ui/cards';
import type { DeveloperProfile } from '../../../content/developers';
import { ChipRow } from '../../../components/ui/cards';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹2,400/hour'. */
export const formatHourlyRate = (rate: number) => `${rupees.format(rate)}/hour`;

const availabilityColor = {
  Available: 'success',
  'Available Soon': 'warning',
  Busy: 'default',
} as const satisfies Record<DeveloperProfile['availability'], string>;

interface Props {
  developer: DeveloperProfile;
  onHire: (developer: DeveloperProfile) => void;
}

/** One developer's profile and the button that opens the hire request for them. */
export function DeveloperCard({ developer, onHire }: Props) {
  const titleId = useId();
  const firstName = developer.name.split(' ')[0];
  return (
    <ArticleCard
      titleId={titleId}
      actions={
        <Button variant="contained" fullWidth onClick={() => onHire(developer)}>
          Hire {firstName}
        </Button>
      }
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            fontWeight: 700,
            background: 'linear-gradient(135deg, #0b3d91, #00796b)',
          }}
        >
          {developer.initials}
        </Avatar>
        <div>
          <Typography id={titleId} variant="h3">
            {developer.name}
          </Typography>
          <Typography color="text.secondary">{developer.role}</Typography>
        </div>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}
      >
        <StarIcon fontSize="small" sx={{ color: '#f5a623' }} aria-hidden />
        <Typography variant="body2">{developer.rating}/5</Typography>
        <Typography variant="body2" color="text.secondary">
          {developer.projects} projects
        </Typography>
        <Chip
          label={developer.availability}
          size="small"
          color={availabilityColor[developer.availability]}
        />
      </Stack>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {developer.bio}
      </Typography>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="body2">
          <strong>Experience:</strong> {developer.experience}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'secondary.main' }}>
          {formatHourlyRate(developer.hourlyRate)}
        </Typography>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}
      >
        <LocationOnIcon fontSize="small" aria-hidden />
        {developer.location}
      </Typography>
      <Typography component="h4" variant="subtitle2">
        Skills
      </Typography>
      <ChipRow labels={developer.skills} sx={{ mb: 1.5 }} />
      <Typography component="h4" variant="subtitle2">
        Specialties
      </Typography>
      <ChipRow labels={developer.specialties} variant="filled" sx={{ mb: 1.5 }} />
    </ArticleCard>
  );
}
