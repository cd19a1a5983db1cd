import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { StatGrid } from '../../components/ui/stat-grid';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { homeAbout, recruitingCards, resultsMetrics } from '../../content/company';
import { serviceCategories, services } from '../../content/services';
import { LEADERSHIP_COUNT, teamMembers } from '../../content/team';
import { techStack, technologyGrid } from '../../content/tech-stack';
import { testimonials } from '../../content/testimonials';
import { RecruitingCards } from '../../features/company/components/recruiting-cards';
import { TeamMemberCard } from '../../features/company/components/team-member-card';
import { TechStackTabs } from '../../features/company/components/tech-stack-tabs';
import { TechnologyGrid } from '../../features/company/components/technology-grid';
import { TestimonialCard } from '../../features/testimonials/components/testimonials-section';

const HOME_SERVICE_COUNT = 6;

const categoryLabel = (id: string) => serviceCategories.find((c) => c.id === id)?.label;

// The home page stays light on purpose: no dialogs, and a text-only hero (its largest paint).
export default function HomeRoute() {
  usePageMeta(
    'AI, Cloud and Software Engineering',
    'Bytecraft Technologies builds AI, cloud, cybersecurity and full-stack software for growing businesses.',
  );
  const [featuredTestimonial] = testimonials;

  return (
    <>
      <PageHero
        title="Engineering that moves your business forward"
        subtitle="AI and machine learning, cloud, cybersecurity, full-stack development, blockchain and digital transformation, delivered by one team since 2017."
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.contact}
              variant="contained"
              color="secondary"
              size="large"
            >
              Start Your Project
            </Button>
            <Button
              component={RouterLink}
              to={paths.services}
              variant="outlined"
              color="inherit"
              size="large"
            >
              Our Services
            </Button>
          </>
        }
      />

      <Section
        title="What We Do"
        subtitle="Six of our core services; the full catalogue has twelve."
      >
        <Grid container spacing={3} sx={{ mb: 3 }}>
          {services.slice(0, HOME_SERVICE_COUNT).map((service) => (
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
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={paths.services}>
                    Explore {service.title}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Button component={RouterLink} to={paths.services} variant="contained">
          View All Services
        </Button>
      </Section>

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
            <List dense>
              {homeAbout.highlights.map((highlight) => (
                <ListItem key={highlight} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckCircleIcon color="secondary" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={highlight} />
                </ListItem>
              ))}
            </List>
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
