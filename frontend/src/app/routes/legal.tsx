import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BackLink } from '../../components/ui/back-link';
import { PageHero } from '../../components/ui/page-hero';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import {
  legalDocumentFor,
  type LegalSection as Section,
  type LegalTable as Data,
} from '../../content/legal';

// The dates are calendar days, not instants: format them in UTC so no time zone shifts them.
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

function LegalTable({ table }: { table: Data }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', fontWeight: 600 } }}>
        <caption>{table.caption}</caption>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column} scope="col" sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map(([first, ...rest]) => (
            <TableRow key={first}>
              <TableCell component="th" scope="row">
                {first}
              </TableCell>
              {rest.map((cell, index) => (
                <TableCell key={table.columns[index + 1]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LegalSection({ section }: { section: Section }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} variant="h3" component="h2" gutterBottom>
        {section.heading}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {section.items.map((item) => (
            <Typography component="li" key={item} sx={{ mb: 0.5 }}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {section.tables?.map((table) => (
        <LegalTable key={table.caption} table={table} />
      ))}
    </Box>
  );
}

/** One of the six policy pages, rendered from its document in content/legal. */
export default function LegalRoute({ path }: { path: string }) {
  const legal = legalDocumentFor(path);
  if (!legal) throw new Error(`No legal document for ${path}`);
  usePageMeta(legal.title, legal.description);

  return (
    <>
      <PageHero
        title={legal.title}
        eyebrow={<BackLink to={paths.home} label="Back to Home" />}
        subtitle={
          <>
            {legal.description}
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
              Last updated:{' '}
              <time dateTime={legal.updated}>{dateFormat.format(new Date(legal.updated))}</time>
            </Typography>
          </>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        {legal.sections.map((section) => (
          <LegalSection key={section.heading} section={section} />
        ))}
      </Container>
    </>
  );
}
