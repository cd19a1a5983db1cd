import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import UpdateIcon from '@mui/icons-material/Update';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import {
  internAlumni,
  internshipBenefits,
  internshipPrograms,
  internshipStats,
  type InternshipBenefit,
} from '../../content/internship-programs';
import { ProgramCard } from '../../features/internships/components/program-card';
import { CardGrid } from '../../components/ui/cards';

// Both forms load only when a visitor opens one.
const InternshipApplicationDialog = lazy(
  () => import('../../features/internships/components/internship-application-dialog'),
);
const InternshipQuestionDialog = lazy(
  () => import('../../features/internships/components/internship-question-dialog'),
);

const benefitIcons = {
  mentorship: SupervisorAccountIcon,
  projects: RocketLaunchIcon,
  learning: AutoStoriesIcon,
  career: TrendingUpIcon,
  flexibility: UpdateIcon,
  community: Diversity3Icon,
} as const satisfies Record<InternshipBenefit['icon'], unknown>;

type Applying = { program?: string } | undefined;

export default function InternshipProgramRoute() {
  usePageMeta(
    'Internship Program',
    'Paid 3 to 6 month internships at Bytecraft Technologies in Bengaluru: software, AI/ML, mobile, data, security and cloud, with mentors and real client projects.',
  );
  const [applying, setApplying] = useState<Applying>();
  const [asking, setAsking] = useState(false);

  return (
    <>
      <PageHero
        title="Internship Program"
        subtitle="Spend three to six months building real software with our engineers in Bengaluru, with a mentor, a stipend and a path to a full-time role."
        stats={internshipStats}
      />
      <Section
        title="Why Choose Bytecraft"
        subtitle="An internship where you learn by shipping, with people who want you to succeed."
      >
        <CardGrid items={internshipBenefits} keyOf={(benefit) => benefit.title}>
          {(benefit) => {
            const Icon = benefitIcons[benefit.icon];
            return (
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography variant="h3" sx={{ my: 1 }}>
                  {benefit.title}
                </Typography>
                <Typography color="text.secondary">{benefit.description}</Typography>
              </Paper>
            );
          }}
        </CardGrid>
      </Section>
      <Section
        title="Available Internship Programs"
        subtitle="Six paid programs across engineering, data, security and cloud."
        tinted
      >
        <CardGrid
          items={internshipPrograms}
          keyOf={(program) => program.id}
          size={{ xs: 12, md: 6, lg: 4 }}
        >
          {(program) => (
            <ProgramCard
              program={program}
              onApply={({ title }) => setApplying({ program: title })}
            />
          )}
        </CardGrid>
      </Section>
      <Section title="Success Stories" subtitle="Where some of our former interns are today.">
        <CardGrid items={internAlumni} keyOf={(alumnus) => alumnus.name} size={{ xs: 12, md: 4 }}>
          {(alumnus) => (
            <Card component="article" sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                  <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', fontWeight: 700 }}>
                    {alumnus.initials}
                  </Avatar>
                  <div>
                    <Typography variant="h3">{alumnus.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {alumnus.role} at {alumnus.company}
                    </Typography>
                  </div>
                </Stack>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                  {alumnus.program}
                </Typography>
                <FormatQuoteIcon color="disabled" aria-hidden />
                <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                  {alumnus.quote}
                </Typography>
              </CardContent>
            </Card>
          )}
        </CardGrid>
      </Section>
      <CallToAction
        title="Ready to Start Your Journey?"
        text="Apply today or ask us anything about the programs, stipends and schedules."
        actions={
          <>
            <Button variant="contained" onClick={() => setApplying({})}>
              Apply for Internship
            </Button>
            <Button variant="outlined" color="inherit" onClick={() => setAsking(true)}>
              Ask Questions
            </Button>
          </>
        }
      />
      {applying && (
        <Suspense>
          <InternshipApplicationDialog
            open
            program={applying.program}
            onClose={() => setApplying(undefined)}
          />
        </Suspense>
      )}
      {asking && (
        <Suspense>
          <InternshipQuestionDialog open onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
