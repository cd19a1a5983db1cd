import Table, { type TableProps } from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A column's head: its text, or its text and alignment (numbers and buttons sit right). */
type Column = string | { label: string; align: 'right' };

interface Props {
  /** The table's name for screen readers. */
  label: string;
  columns: readonly Column[];
  size?: TableProps['size'];
  /** Its rows. */
  children: ReactNode;
}

/** A console table: named, a row of column heads, then its rows. */
export function DataTable({ label, columns, size, children }: Props) {
  return (
    <Table size={size} aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <TableCell key={column}>{column}</TableCell>
            ) : (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
