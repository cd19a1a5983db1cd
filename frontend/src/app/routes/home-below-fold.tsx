import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Section } from '../../components/ui/section';
import { StatGrid } from '../../components/ui/stat-grid';
import { paths } from '../../config/paths';
import { homeAbout, recruitingCards, resultsMetrics } from '../../content/company';
import { LEADERSHIP_COUNT, teamMembers } from '../../content/team';
import { techStack, technologyGrid } from '../../content/tech-stack';
import { testimonials } from '../../content/testimonials';
import { RecruitingCards } from '../../features/company/components/recruiting-cards';
import { TeamMemberCard } from '../../features/company/components/team-member-card';
import { TechStackTabs } from '../../features/company/components/tech-stack-tabs';
import { TechnologyGrid } from '../../features/company/components/technology-grid';
import { TestimonialCard } from '../../features/testimonials/components/testimonials-section';

/** The home page from the tech stack down: its own chunk, loaded as the visitor gets to it. */
export default function HomeBelowFold() {
  const [featuredTestimonial] = testimonials;
  return (
    <>
      <Section title="Our Tech Stack" subtitle="Where our engineers are strongest, by area." tinted>
        <TechStackTabs categories={techStack} />
      </Section>

      <Section title={homeAbout.title}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            {homeAbout.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
            <Button component={RouterLink} to={paths.about} variant="outlined">
              More About Us
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            {/* A plain list: MUI's List components would add their code to the home page. */}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {homeAbout.highlights.map((highlight) => (
                <Box
                  component="li"
                  key={highlight}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}
                >
                  <CheckCircleIcon color="secondary" aria-hidden />
                  <Typography>{highlight}</Typography>
                </Box>
              ))}
            </Box>
          </Grid>
        </Grid>
      </Section>

      <Section title="Leadership Team" subtitle="The people who answer for every project." tinted>
        <Grid container spacing={3} sx={{ mb: 3 }}>
          {teamMembers.slice(0, LEADERSHIP_COUNT).map((member) => (
            <Grid key={member.name} size={{ xs: 12, sm: 6, md: 3 }}>
              <TeamMemberCard member={member} />
            </Grid>
          ))}
        </Grid>
        <Button component={RouterLink} to={paths.team} variant="outlined">
          Meet the Full Team
        </Button>
      </Section>

      <Section title="Technologies We Use">
        <TechnologyGrid technologies={technologyGrid} label="Technologies" />
      </Section>

      <Section title="Results That Matter" tinted>
        <StatGrid stats={resultsMetrics} />
      </Section>

      {featuredTestimonial && (
        <Section title="What Our Clients Say">
          <Box sx={{ maxWidth: 760 }}>
            <TestimonialCard testimonial={featuredTestimonial} />
          </Box>
        </Section>
      )}

      <Section
        title="Grow With Bytecraft"
        subtitle="Build your career with us, learn as an intern, or bring our engineers onto your team."
        tinted
      >
        <RecruitingCards cards={recruitingCards} />
      </Section>
    </>
  );
}
