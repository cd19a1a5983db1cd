import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SchoolIcon from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { RecruitingCard } from '../../../content/company';
import type { IconComponent } from './company-icons';

// Its own three icons, so home does not load the story pages' icon set.
const icons: Record<RecruitingCard['icon'], IconComponent> = {
  careers: BusinessCenterIcon,
  internships: SchoolIcon,
  hire: PersonAddIcon,
};

/** Careers, internships and hiring developers: where job seekers and hirers go next. */
export function RecruitingCards({ cards }: { cards: readonly RecruitingCard[] }) {
  return (
    <Grid container spacing={3}>
      {cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <Grid key={card.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Icon color="secondary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
                <Typography variant="h3" gutterBottom>
                  {card.title}
                </Typography>
                <Typography color="text.secondary">{card.description}</Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button component={RouterLink} to={card.to} variant="outlined">
                  {card.actionLabel}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
