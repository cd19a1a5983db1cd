import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero';
import { PlainButton } from '../../components/ui/plain-button';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { serviceCategories, serviceIndex } from '../../content/service-index';

import { whenNearViewport } from '../../lib/when-near-viewport';

const BELOW_FOLD = 'home-below-fold';
const HomeBelowFold = lazy(() =>
  whenNearViewport(BELOW_FOLD).then(() => import('./home-below-fold')),
);

const HOME_SERVICE_COUNT = 6;

const categoryLabel = (id: string) => serviceCategories.find((c) => c.id === id)?.label;

// The home page stays light on purpose: no dialogs, and a text-only hero (its largest paint).
export default function HomeRoute() {
  usePageMeta(
    'AI, Cloud and Software Engineering',
    'Bytecraft Technologies builds AI, cloud, cybersecurity and full-stack software for growing businesses.',
  );
  return (
    <>
      <PageHero
        title="Engineering that moves your business forward"
        subtitle="AI and machine learning, cloud, cybersecurity, full-stack development, blockchain and digital transformation, delivered by one team since 2017."
        actions={
          <>
            <PlainButton
              component={RouterLink}
              to={paths.contact}
              variant="contained"
              color="secondary"
              size="large"
            >
              Start Your Project
            </PlainButton>
            <PlainButton
              component={RouterLink}
              to={paths.services}
              variant="outlined"
              color="inherit"
              size="large"
            >
              Our Services
            </PlainButton>
          </>
        }
      />

      <Section
        title="What We Do"
        subtitle="Six of our core services; the full catalogue has twelve."
      >
        <Grid container spacing={3} sx={{ mb: 3 }}>
          {serviceIndex.slice(0, HOME_SERVICE_COUNT).map((service) => (
            <Grid key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                component="article"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="overline" color="secondary">
                    {categoryLabel(service.category)}
                  </Typography>
                  <Typography variant="h3" gutterBottom>
                    {service.title}
                  </Typography>
                  <Typography color="text.secondary">{service.shortDescription}</Typography>
                </CardContent>
                {/* CardActions' layout, without its chunk. */}
                <Box sx={{ display: 'flex', alignItems: 'center', p: 1, px: 2, pb: 2 }}>
                  <PlainButton component={RouterLink} to={paths.services}>
                    Explore {service.title}
                  </PlainButton>
                </Box>
              </Card>
            </Grid>
          ))}
        </Grid>
        <PlainButton component={RouterLink} to={paths.services} variant="contained">
          View All Services
        </PlainButton>
      </Section>

      {/* Below the first screen: hydrated when it nears the viewport or at the first press. */}
      <div id={BELOW_FOLD}>
        <Suspense>
          <HomeBelowFold />
        </Suspense>
      </div>
    </>
  );
}
