import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobOpening } from '../../../content/jobs';

interface Props {
  job: JobOpening;
  onApply: (job: JobOpening) => void;
  onDetails: (job: JobOpening) => void;
}

/** One opening: the first three requirements and benefits, Apply Now and View Details. */
export function JobCard({ job, onApply, onDetails }: Props) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
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
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          {job.skills.map((skill) => (
            <Chip key={skill} label={skill} size="small" variant="outlined" />
          ))}
        </Stack>
        <Typography component="h4" variant="subtitle2">
          Requirements
        </Typography>
        <ul>
          {job.requirements.slice(0, 3).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Typography component="h4" variant="subtitle2">
          Benefits
        </Typography>
        <ul>
          {job.benefits.slice(0, 3).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={() => onApply(job)}>
          Apply Now
        </Button>
        <Button onClick={() => onDetails(job)}>View Details</Button>
      </CardActions>
    </Card>
  );
}
