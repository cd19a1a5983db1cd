import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { JobOpening } from '../../../content/jobs';
import { JobItems } from './job-card';

interface Props {
  job?: JobOpening;
  onClose: () => void;
  onApply: (job: JobOpening) => void;
}

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
            <JobItems heading="Skills" items={job.skills} whole />
            <JobItems heading="Requirements" items={job.requirements} whole />
            <JobItems heading="Benefits" items={job.benefits} whole />
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
