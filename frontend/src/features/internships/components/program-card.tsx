import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { InternshipProgram } from '../../../content/internship-programs';
import { ChipRow } from '../../../components/ui/cards';

interface Props {
  program: InternshipProgram;
  onApply: (program: InternshipProgram) => void;
}

/** One internship program and its Apply Now, which names the program for screen readers. */
export function ProgramCard({ program, onApply }: Props) {
  const titleId = useId();
  const facts = [
    { icon: ScheduleIcon, text: program.duration },
    { icon: CurrencyRupeeIcon, text: program.stipend },
    { icon: LocationOnIcon, text: program.location },
  ];
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: program.mostPopular ? 2 : 1,
        borderColor: program.mostPopular ? 'secondary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {program.mostPopular && (
          <Chip label="Most Popular" color="secondary" size="small" sx={{ mb: 1 }} />
        )}
        <Typography id={titleId} variant="h3" gutterBottom>
          {program.title}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {program.department}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {program.description}
        </Typography>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {facts.map(({ icon: Icon, text }) => (
            <Typography
              key={text}
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Icon fontSize="small" color="action" aria-hidden />
              {text}
            </Typography>
          ))}
        </Stack>
        <Typography component="h4" variant="subtitle2">
          Key Skills
        </Typography>
        <ChipRow labels={program.skills} sx={{ my: 1 }} />
        <Typography component="h4" variant="subtitle2">
          Benefits
        </Typography>
        <ul style={{ marginTop: 4, paddingLeft: '1.2rem' }}>
          {program.benefits.map((benefit) => (
            <li key={benefit}>
              <Typography variant="body2">{benefit}</Typography>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          fullWidth
          aria-describedby={titleId}
          onClick={() => onApply(program)}
        >
          Apply Now
        </Button>
      </CardActions>
    </Card>
  );
}
