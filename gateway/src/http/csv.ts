/**
 * One CSV line, every cell quoted. A cell a spreadsheet would read as a formula (starting with
 * =, +, -, @, tab or carriage return) gets a leading apostrophe, so an address like `=cmd()`
 * stays text.
 */
export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | null | undefined): string {
  let cell = value ?? '';
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return `"${cell.replace(/"/g, '""')}"`;
}
