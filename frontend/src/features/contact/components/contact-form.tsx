import { contact } from '@bytecraft/contracts/kinds/contact';
import { firstResponseHours, within } from '@bytecraft/contracts/records/due';
import { CONTACT_BUDGETS, CONTACT_SERVICES, CONTACT_TIMELINES } from '@bytecraft/contracts/options';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmailField, FormField, NameField } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { PlainButton } from '../../../components/ui/plain-button';
import { loadSubmissions, useSubmissionForm } from '../../../hooks/use-submission-form';
import { preloadOnIntent } from '../../../lib/lazy-with-preload';

/** The /contact page's 'Start Your Project' form. */
export function ContactForm() {
  const form = useSubmissionForm({ form: contact });
  const { field } = form;

  return (
    <Paper component="section" aria-labelledby="contact-form-title" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography id="contact-form-title" variant="h2" gutterBottom>
        Start Your Project
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell us about your project and we&apos;ll send you a proposal{' '}
        {within(firstResponseHours(contact.work.due))}.
      </Typography>
      <form
        noValidate
        onSubmit={form.handleSubmit}
        // The store and the API client load when the visitor starts on the form (a hover, focus
        // or touch) or sends it, not with the page.
        {...preloadOnIntent({ preload: loadSubmissions })}
      >
        <HoneypotField {...form.honeypot} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NameField {...field('name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EmailField {...field('email')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField {...field('company')} label="Company Name" autoComplete="organization" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField {...field('phone')} label="Phone Number" type="tel" autoComplete="tel" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormField {...field('service')} label="Service" required options={CONTACT_SERVICES} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormField {...field('budget')} label="Budget" options={CONTACT_BUDGETS} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormField {...field('timeline')} label="Timeline" options={CONTACT_TIMELINES} />
          </Grid>
          <Grid size={12}>
            <FormField {...field('message')} label="Project Details" required multiline rows={4} />
          </Grid>
          <Grid size={12}>
            <PlainButton type="submit" variant="contained" size="large" disabled={form.submitting}>
              {form.submitting ? 'Sending...' : 'Send Message'}
            </PlainButton>
          </Grid>
        </Grid>
      </form>
    </Paper>
  );
}
