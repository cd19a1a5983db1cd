import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { CallToAction } from '../../components/ui/call-to-action';
import { callsToAction } from '../../content/calls-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { serviceFaqs } from '../../content/service-faqs';
import { serviceProcess } from '../../content/service-process';
import { serviceCategories, type ServiceFilterId } from '../../content/service-index';
import { services, type ServiceEntry } from '../../content/services';
import { FaqAccordion } from '../../features/services/components/faq-accordion';
import { ProcessSteps } from '../../features/services/components/process-steps';
import { ServiceCard } from '../../features/services/components/service-card';
import { ServiceCategoryFilter } from '../../features/services/components/service-category-filter';
import { serviceCountText, servicesInCategory } from '../../features/services/filter-services';
import { preloadOnIntent, lazyWithPreload } from '../../lib/lazy-with-preload';
import { whenNearViewport } from '../../lib/when-near-viewport';

// Both dialogs load when a visitor is about to open them: a card hovered, focused or touched.
const ServiceDetailsDialog = lazyWithPreload(
  () => import('../../features/services/components/service-details-dialog'),
);
const ConsultationDialog = lazyWithPreload(
  () => import('../../features/consultation/components/consultation-dialog'),
);

// Below the first screens: hydrated when it nears the viewport or at the first press.
const TESTIMONIALS = 'services-testimonials';
const TestimonialsSection = lazy(() =>
  whenNearViewport(TESTIMONIALS).then(async () => ({
    default: (await import('../../features/testimonials/components/testimonials-section'))
      .TestimonialsSection,
  })),
);

const stats = [
  { value: '20+', label: 'Projects Completed' },
  { value: '20+', label: 'Clients Served' },
  { value: '24/7', label: 'Support Available' },
  { value: '99%', label: 'Client Satisfaction' },
];

export default function ServicesRoute() {
  usePageMeta(
    'Services',
    'AI, cloud, cybersecurity, full-stack, blockchain and digital transformation services from Bytecraft Technologies, Bengaluru.',
  );
  const [category, setCategory] = useState<ServiceFilterId>('all');
  const [details, setDetails] = useState<ServiceEntry>();
  const [consulting, setConsulting] = useState<ServiceEntry>();
  const headingId = useId();

  const shown = servicesInCategory(services, category);
  const categoryLabel = serviceCategories.find((c) => c.id === category)?.label;
  const consult = (service: ServiceEntry) => {
    setDetails(undefined);
    setConsulting(service);
  };

  return (
    <>
      <PageHero
        title="Our Services"
        subtitle="End-to-end technology services, from AI and cloud to security and custom software, delivered by our team in Bengaluru."
        stats={stats}
      />
      <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 } }}>
        <Container>
          <ServiceCategoryFilter
            categories={serviceCategories}
            selected={category}
            onSelect={setCategory}
          />
          <Typography id={headingId} variant="h2" sx={{ mt: 4 }}>
            {categoryLabel}
          </Typography>
          <Typography color="text.secondary" aria-live="polite" sx={{ mb: 3 }}>
            {serviceCountText(shown.length)}
          </Typography>
          <Grid
            container
            spacing={3}
            {...preloadOnIntent(ServiceDetailsDialog, ConsultationDialog)}
          >
            {shown.map((service) => (
              <Grid key={service.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ServiceCard service={service} onLearnMore={setDetails} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <Section
        title="Our Process"
        subtitle="A proven four-step approach that keeps every project on time and on budget."
        tinted
      >
        <ProcessSteps steps={serviceProcess} />
      </Section>
      <div id={TESTIMONIALS}>
        <Suspense>
          <TestimonialsSection />
        </Suspense>
      </div>
      <Section title="Frequently Asked Questions" tinted>
        <FaqAccordion faqs={serviceFaqs} />
      </Section>
      <CallToAction {...callsToAction.services} />
      {details && (
        <Suspense>
          <ServiceDetailsDialog
            service={details}
            onClose={() => setDetails(undefined)}
            onConsult={consult}
          />
        </Suspense>
      )}
      {consulting && (
        <Suspense>
          <ConsultationDialog
            open
            initialService={consulting.title}
            onClose={() => setConsulting(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
