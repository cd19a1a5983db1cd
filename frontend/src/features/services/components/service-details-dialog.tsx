import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { ServiceEntry } from '../../../content/services';

interface Props {
  service: ServiceEntry;
  onClose: () => void;
  /** Get Started and Schedule Consultation both lead to the consultation form for this service. */
  onConsult: (service: ServiceEntry) => void;
}

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </>
);

/** 'Learn More': everything about one service, and the way to a consultation about it. */
export function ServiceDetailsDialog({ service, onClose, onConsult }: Props) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{service.title}</DialogTitle>
      <DialogContent dividers>
        <Part title="Overview">
          <Typography>{service.fullDescription}</Typography>
        </Part>
        <Part title="Key Features">
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {service.features.map((feature) => (
              <Stack component="li" key={feature} direction="row" spacing={1}>
                <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                <Typography variant="body2">{feature}</Typography>
              </Stack>
            ))}
          </Stack>
        </Part>
        <Part title="Technologies">
          <Stack
            component="ul"
            direction="row"
            sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 0.5 }}
          >
            {service.technologies.map((technology) => (
              <li key={technology}>
                <Chip label={technology} size="small" variant="outlined" />
              </li>
            ))}
          </Stack>
        </Part>
        <Part title="Case Study">
          <Typography>{service.caseStudy}</Typography>
        </Part>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Part title="Pricing">
              <Typography>{service.pricing}</Typography>
            </Part>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Part title="Timeline">
              <Typography>{service.timeline}</Typography>
            </Part>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="outlined" onClick={() => onConsult(service)}>
          Schedule Consultation
        </Button>
        <Button variant="contained" onClick={() => onConsult(service)}>
          Get Started
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ServiceDetailsDialog;
