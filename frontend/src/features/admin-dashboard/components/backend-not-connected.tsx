import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The dashboard's word that the server, or a service behind it, does not answer. */
export default function BackendNotConnected() {
  return (
    <Alert severity="error" variant="filled" icon={<CloudOffIcon />}>
      <AlertTitle>Backend Not Connected</AlertTitle>
      The server or one of its services does not answer. Counts show zero until it is back.
    </Alert>
  );
}
