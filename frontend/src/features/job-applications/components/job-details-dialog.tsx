import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { JobOpening } from '../../../content/jobs';

interface Props {
  job?: JobOpening;
  onClose: () => void;
  onApply: (job: JobOpening) => void;
}

const Section = ({ title, items }: { title: string; items: string[] }) => (
  <>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
      {title}
    </Typography>
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  </>
);

/** Everything about an opening; Apply Now closes it and opens the application for that job. */
export function JobDetailsDialog({ job, onClose, onApply }: Props) {
  return (
    <Dialog
      open={Boolean(job)}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="job-details-title"
    >
      {job && (
        <>
          <DialogTitle id="job-details-title">{job.title}</DialogTitle>
          <DialogContent>
            <Typography>{job.description}</Typography>
            <Section title="Skills" items={job.skills} />
            <Section title="Requirements" items={job.requirements} />
            <Section title="Benefits" items={job.benefits} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" onClick={() => onApply(job)}>
              Apply Now
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
export default JobDetailsDialog;
