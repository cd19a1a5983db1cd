import EmailIcon from '@mui/icons-material/Email';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { companyContact, mailDraftLink, messagingLink } from '../../content/company-contact';
import { developers, hireDeveloperStats, type DeveloperProfile } from '../../content/developers';
import { engagementModels } from '../../content/engagement-models';
import { DeveloperCard } from '../../features/developer-hire/components/developer-card';
import { EngagementModels } from '../../features/developer-hire/components/engagement-models';
import { CardGrid } from '../../components/ui/cards';

// The form loads only when someone asks to hire a developer.
const HireDeveloperDialog = lazy(
  () => import('../../features/developer-hire/components/hire-developer-dialog'),
);

const callLink = messagingLink(
  "Hi Bytecraft! I'd like to schedule a call about hiring developers for my project.",
);
const emailLink = mailDraftLink(companyContact.emails.hiring, 'Developer Hiring Inquiry');

export default function HireDevelopersRoute() {
  usePageMeta(
    'Hire Developers',
    'Hire vetted full-stack, AI/ML, cloud, mobile and blockchain developers from Bytecraft Technologies, by the hour, per project or as a dedicated team.',
  );
  const [hiring, setHiring] = useState<DeveloperProfile>();

  return (
    <>
      <PageHero
        title="Hire Expert Developers"
        subtitle="Skilled engineers from our Bengaluru team, ready to join your project within days: by the hour, for a fixed-scope project or as a dedicated team."
        stats={hireDeveloperStats}
      />
      <Section
        title="Engagement Models"
        subtitle="Choose the way of working that fits your budget and the certainty of your scope."
      >
        <EngagementModels models={engagementModels} />
      </Section>
      <Section
        title="Meet Our Developers"
        subtitle="Every developer has passed our technical interviews and works with a senior reviewer."
        tinted
      >
        <CardGrid
          items={developers}
          keyOf={(developer) => developer.id}
          size={{ xs: 12, md: 6, lg: 4 }}
        >
          {(developer) => <DeveloperCard developer={developer} onHire={setHiring} />}
        </CardGrid>
      </Section>
      <CallToAction
        title="Not Sure Who You Need?"
        text="Tell us about your project and we will suggest the right developers and engagement model, usually within a day."
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<PhoneInTalkIcon aria-hidden />}
              href={callLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Schedule a Call
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<EmailIcon aria-hidden />}
              href={emailLink}
            >
              Send us an Email
            </Button>
          </>
        }
      />
      {hiring && (
        <Suspense>
          <HireDeveloperDialog open developer={hiring} onClose={() => setHiring(undefined)} />
        </Suspense>
      )}
    </>
  );
}
