import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';
import { NOT_AN_ADDRESS, personAddress } from '../../../lib/person-address';

/**
 * The header's search: an address and Enter open its Person page (everything it sent, from
 * every service). It finds people, not records: each list has its own search.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = personAddress(text);
    if (!address) return setError(NOT_AN_ADDRESS);
    setError(undefined);
    navigate(adminPaths.person(address));
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
      <TextField
        size="small"
        type="email"
        placeholder="Find a person by email"
        value={text}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        fullWidth
        slotProps={{
          htmlInput: { 'aria-label': 'Find a person by email' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
          // Under the bar, over the page: the header keeps its height.
          formHelperText: {
            sx: {
              position: 'absolute',
              top: '100%',
              mx: 0,
              mt: 0.5,
              p: 1,
              bgcolor: 'background.paper',
              boxShadow: 2,
              borderRadius: 1,
            },
          },
        }}
      />
    </Box>
  );
}
