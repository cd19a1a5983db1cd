import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';
import { NOT_AN_ADDRESS, personAddress } from '../../../lib/person-address';

/**
 * The header's search: an address and Enter open its Person page (everything it sent, from
 * every service). It finds people, not records: each list has its own search. A bare input,
 * not a TextField: the layout is on every console page, and a TextField brings the select's
 * menu code with it.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const messageId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = personAddress(text);
    if (!address) return setError(NOT_AN_ADDRESS);
    setError(undefined);
    void navigate(adminPaths.person(address));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Find a person by email"
      noValidate
      onSubmit={submit}
      sx={{
        display: { xs: 'none', sm: 'block' },
        position: 'relative',
        width: { sm: 240, lg: 300 },
      }}
    >
      <InputBase
        type="email"
        placeholder="Find a person by email"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        fullWidth
        startAdornment={<SearchIcon fontSize="small" aria-hidden sx={{ mr: 1 }} />}
        inputProps={{
          'aria-label': 'Find a person by email',
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? messageId : undefined,
        }}
        sx={{
          px: 1.5,
          py: 0.25,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&.Mui-focused': { borderColor: 'primary.main' },
        }}
      />
      {error && (
        // Under the bar, over the page: the header keeps its height.
        <Typography
          id={messageId}
          variant="caption"
          color="error"
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            p: 1,
            bgcolor: 'background.paper',
            boxShadow: 2,
            borderRadius: 1,
          }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
}
