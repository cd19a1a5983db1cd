import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { adminPaths } from '../../../config/admin-paths';
import { fieldErrorsOf, httpStatusOf } from '../../../lib/api-errors';
import { NOT_AN_ADDRESS, personAddress } from '../../../lib/person-address';
import { useIsAdmin } from '../../../lib/staff-auth';
import { personExportUrl, useGetPersonQuery } from '../api/people-api';
import { timelineOf } from '../timeline';
import { EraseDialog, useErasure } from './erase-dialog';
import { PersonTimeline } from './person-timeline';
import { RecentErasures } from './recent-erasures';

/**
 * Everything one address sent, from every service, in one timeline (`/admin/people?email=`):
 * its records, what staff did with them, and the mails sent to it. Staff export it; admins erase
 * it. Keyed by the address where it is used: another address starts it afresh.
 */
export function PersonScreen({ email }: { email: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(email);
  const [error, setError] = useState<string>();
  const address = personAddress(email);
  const isAdmin = useIsAdmin();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = personAddress(text);
    if (!typed) return setError(NOT_AN_ADDRESS);
    setError(undefined);
    void navigate(adminPaths.person(typed));
  };

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        role="search"
        aria-label="Find a person"
        noValidate
        onSubmit={search}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 640 }}
      >
        <TextField
          label="Email address"
          type="email"
          size="small"
          value={text}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" startIcon={<PersonSearchIcon />}>
          Find
        </Button>
      </Box>
      {!email ? (
        <>
          <Typography color="text.secondary">
            Type an address to see everything it sent, from every service: enquiries, applications,
            questions, the newsletter subscription and the mails we sent to it.
          </Typography>
          {isAdmin && <RecentErasures />}
        </>
      ) : !address ? (
        <Alert severity="info">{NOT_AN_ADDRESS}</Alert>
      ) : (
        <PersonView email={address} />
      )}
    </Stack>
  );
}

function PersonView({ email }: { email: string }) {
  const headingId = useId();
  const person = useGetPersonQuery(email);
  const isAdmin = useIsAdmin();
  const [erasing, setErasing] = useState(false);
  const [erasureId, setErasureId] = useState<string>();
  const items = useMemo(() => (person.data ? timelineOf(person.data) : []), [person.data]);

  if (person.isLoading) return <LoadingIndicator />;
  if (person.isError) {
    const status = httpStatusOf(person.error);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void person.refetch()}>
            Try again
          </Button>
        }
      >
        {status === 503
          ? 'A service is not answering; try again.'
          : (fieldErrorsOf(person.error).email?.join(' ') ??
            'The person could not be loaded. Please try again.')}
      </Alert>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {email}
        </Typography>
        <Button
          component="a"
          href={personExportUrl(email)}
          // The server names the file; the session cookie goes with a same-origin link.
          download
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          Export
        </Button>
        {isAdmin && (
          <Button
            variant="contained"
            color="error"
            startIcon={<DeleteForeverIcon />}
            onClick={() => {
              setErasureId(undefined);
              setErasing(true);
            }}
          >
            Erase
          </Button>
        )}
      </Stack>
      {erasureId && !erasing && <ErasureUnderWay id={erasureId} />}
      {items.length ? (
        <PersonTimeline items={items} />
      ) : (
        <Typography color="text.secondary">Nothing stored for this address.</Typography>
      )}
      {erasing && (
        <EraseDialog
          email={email}
          erasureId={erasureId}
          onAccepted={setErasureId}
          onClose={() => setErasing(false)}
        />
      )}
    </Paper>
  );
}

/**
 * An erasure whose dialog was closed before every service had reported (one that is down erases
 * when it returns): followed here, so the page shows the person again once it is done.
 */
function ErasureUnderWay({ id }: { id: string }) {
  const { done, summary } = useErasure(id);
  return (
    <Alert severity={done ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
      {done ? summary : `Erasing: ${summary}`}
    </Alert>
  );
}
