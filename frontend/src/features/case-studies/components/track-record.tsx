import { Section } from '../../../components/ui/section';
import { StatGrid } from '../../../components/ui/stat-grid';
import type { CaseStudyMetric } from '../../../content/case-studies';

export function TrackRecord({ figures }: { figures: readonly CaseStudyMetric[] }) {
  return (
    <Section title="Our Track Record" subtitle="Figures from every engagement since 2017." tinted>
      <StatGrid stats={figures} />
    </Section>
  );
}
