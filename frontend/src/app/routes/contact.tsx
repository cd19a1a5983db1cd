import { contact } from '@bytecraft/contracts/kinds/contact';
import { EMAIL_ANSWER_HOURS, firstResponseHours, within } from '@bytecraft/contracts/records/due';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHero } from '../../components/ui/page-hero';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { companyContact } from '../../content/company-contact';
import { ContactForm } from '../../features/contact/components/contact-form';

const stats = [
  { value: '24/7', label: 'Support' },
  { value: '50+', label: 'Expert Consultants' },
  { value: '99.9%', label: 'Client Satisfaction' },
];

const { office, emergency } = companyContact;

const email = within(EMAIL_ANSWER_HOURS);
const proposal = within(firstResponseHours(contact.work.due));

export default function ContactRoute() {
  usePageMeta(
    'Contact Us',
    `Tell us about your project: we reply to email ${email} and send a proposal ${proposal}.`,
  );
  return (
    <>
      <PageHero
        title="Let's build something together"
        subtitle={`Tell us what you need: we answer email ${email} and send a proposal ${proposal} of your form.`}
        stats={stats}
      />
      <Container sx={{ py: 6 }}>
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
                We answer email {email} and forms {proposal}.
              </Typography>
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
