import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import {
  caseStudies,
  caseStudyIndustries,
  featuredCaseStudy,
  trackRecord,
} from '../../content/case-studies';
import { CaseStudyCard } from '../../features/case-studies/components/case-study-card';
import { FeaturedCaseStudy } from '../../features/case-studies/components/featured-case-study';
import { IndustryRow } from '../../features/case-studies/components/industry-row';
import { TrackRecord } from '../../features/case-studies/components/track-record';
import { CardGrid } from '../../components/ui/cards';

export default function CaseStudiesRoute() {
  usePageMeta(
    'Case Studies',
    'Success stories from Bytecraft Technologies clients in healthcare, finance, retail, manufacturing, technology and telecom.',
  );
  return (
    <>
      <PageHero
        title="Success Stories"
        subtitle="Real problems, measurable results: how our clients use AI, cloud and software to move their businesses forward."
      />
      <Section title="Featured Case Study">
        <FeaturedCaseStudy study={featuredCaseStudy} />
      </Section>
      <Section
        title="Case Studies"
        subtitle="A selection of engagements across the industries we serve."
        tinted
      >
        <IndustryRow industries={caseStudyIndustries} />
        <CardGrid items={caseStudies} keyOf={(study) => study.id} size={{ xs: 12, md: 6 }}>
          {(study) => <CaseStudyCard study={study} />}
        </CardGrid>
        {/* The spec's button loads nothing; it stays visible but disabled, with the reason. */}
        <Stack sx={{ alignItems: 'center', mt: 4, gap: 1 }}>
          <Button variant="outlined" disabled aria-describedby="case-studies-all-shown">
            Load More Case Studies
          </Button>
          <Typography id="case-studies-all-shown" variant="body2" color="text.secondary">
            All case studies are shown.
          </Typography>
        </Stack>
      </Section>
      <TrackRecord figures={trackRecord} />
      <CallToAction
        title="Ready to Write Your Success Story?"
        text="See the products we have built, or tell us about yours."
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.portfolio}
              variant="contained"
              color="inherit"
              sx={{ color: 'secondary.main' }}
            >
              View Client Portfolio
            </Button>
            <Button component={RouterLink} to={paths.contact} variant="outlined" color="inherit">
              Start Your Project
            </Button>
          </>
        }
      />
    </>
  );
}
