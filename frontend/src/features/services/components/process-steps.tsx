import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LetterCircle } from '../../../components/ui/letter-circle';
import type { ServiceProcessStep } from '../../../content/service-process';

/** The engagement's steps in order, numbered; one column on phones, four on desktops. */
export function ProcessSteps({ steps }: { steps: readonly ServiceProcessStep[] }) {
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step) => (
        <Grid key={step.id} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <LetterCircle sx={{ bgcolor: 'primary.main', mb: 2 }}>{step.id}</LetterCircle>
            <Typography variant="h3" component="h3" gutterBottom>
              {step.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {step.description}
            </Typography>
            <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
              {step.details.map((detail) => (
                <li key={detail}>
                  <Typography variant="body2">{detail}</Typography>
                </li>
              ))}
            </ul>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
