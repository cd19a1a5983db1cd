import { BackLink } from '../../components/ui/back-link';
import { CallToAction } from '../../components/ui/call-to-action';
import { callsToAction } from '../../content/calls-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { cultureValues, departments, teamMembers, teamStats } from '../../content/team';
import { DepartmentsGrid } from '../../features/company/components/departments-grid';
import { IconCardGrid } from '../../features/company/components/icon-card-grid';
import { TeamMemberCard } from '../../features/company/components/team-member-card';
import { teamIcons } from '../../features/company/components/team-icons';
import { CardGrid } from '../../components/ui/cards';

export default function TeamRoute() {
  usePageMeta(
    'Our Team',
    'Meet the engineers, designers and security specialists of Bytecraft Technologies in Bengaluru.',
  );
  return (
    <>
      <PageHero
        eyebrow={<BackLink to={paths.home} label="Back to Home" />}
        title="Meet Our Team"
        subtitle="Engineers, designers, data scientists and security specialists who care about your outcome as much as you do."
        stats={teamStats}
      />
      <Section
        title="Our Team"
        subtitle="The people you will work with, and what they are best at."
      >
        <CardGrid items={teamMembers} keyOf={(member) => member.name}>
          {(member) => <TeamMemberCard member={member} />}
        </CardGrid>
      </Section>
      <Section title="Our Departments" tinted>
        <DepartmentsGrid departments={departments} />
      </Section>
      <Section
        title="Culture & Values"
        subtitle="How we work with each other and with our clients."
      >
        <IconCardGrid items={cultureValues} icons={teamIcons} perRow={3} />
      </Section>
      <CallToAction {...callsToAction.team} />
    </>
  );
}
