import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { companyContact } from '../../content/company-contact';
import { ContactForm } from '../../features/contact/components/contact-form';

const stats = [
  { value: '24/7', label: 'Support' },
  { value: '50+', label: 'Consultants' },
  { value: '99.9%', label: 'Satisfaction' },
];

const { office, emergency } = companyContact;

export default function ContactRoute() {
  usePageMeta(
    'Contact Us',
    'Tell us about your project: we reply to email within 4 hours and send a proposal within 24 hours.',
  );
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        Let's build something together
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {stats.map((stat) => (
          <Grid key={stat.label} size={{ xs: 4 }}>
            <Paper sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="h3" component="p">
                {stat.value}
              </Typography>
              <Typography color="text.secondary">{stat.label}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <ContactForm />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 3, mb: 2 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              Global Offices
            </Typography>
            <Typography>{office.city}</Typography>
            <Typography color="text.secondary">{office.address}</Typography>
            <Typography color="text.secondary">
              {office.phone} · {office.email} · {office.timezone}
            </Typography>
          </Paper>
          <Paper sx={{ p: 3 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              24/7 Emergency Support
            </Typography>
            <Typography>{emergency.phone}</Typography>
            <Typography>{emergency.email}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              We answer email within 4 hours and forms within 24 hours.
            </Typography>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
