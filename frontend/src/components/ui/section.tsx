import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** A light background, to set the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** A page section with its h2; labelled by it for screen readers. */
export function Section({ title, subtitle, tinted, children }: Props) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container>
        <Typography id={headingId} variant="h2" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
