import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobOpening } from '../../../content/jobs';
import { ArticleCard } from '../../../components/ui/cards';
import { ChipRow } from '../../../components/ui/cards';

interface Props {
  job: JobOpening;
  onApply: (job: JobOpening) => void;
  onDetails: (job: JobOpening) => void;
}

/**
 * A job's list under its heading: on its card the first three items, in its details (`whole`)
 * all of them under a heading one level up.
 */
export function JobItems({
  heading,
  items,
  whole = false,
}: {
  heading: string;
  items: readonly string[];
  whole?: boolean;
}) {
  return (
    <>
      <Typography
        component={whole ? 'h3' : 'h4'}
        variant={whole ? 'subtitle1' : 'subtitle2'}
        sx={whole ? { fontWeight: 700, mt: 2 } : undefined}
      >
        {heading}
      </Typography>
      <ul>
        {(whole ? items : items.slice(0, 3)).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** One opening: the first three requirements and benefits, Apply Now and View Details. */
export function JobCard({ job, onApply, onDetails }: Props) {
  return (
    <ArticleCard
      actions={
        <>
          <Button variant="contained" onClick={() => onApply(job)}>
            Apply Now
          </Button>
          <Button onClick={() => onDetails(job)}>View Details</Button>
        </>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h3" component="h3">
          {job.title}
        </Typography>
        {job.urgent && <Chip label="Urgent" color="error" size="small" />}
      </Stack>
      <Typography color="text.secondary">
        {job.department} · {job.location} · {job.type} · {job.experience}
      </Typography>
      <Typography sx={{ fontWeight: 600, my: 1 }}>{job.salary}</Typography>
      <Typography variant="body2" color="text.secondary">
        Posted {job.posted}
      </Typography>
      <ChipRow labels={job.skills} sx={{ my: 1 }} />
      <JobItems heading="Requirements" items={job.requirements} />
      <JobItems heading="Benefits" items={job.benefits} />
    </ArticleCard>
  );
}
