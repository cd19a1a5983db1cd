import { UUID_PATTERN } from '@bytecraft/contracts/submission';

/** A row's date as PostgreSQL keeps it, to the microsecond, so no row falls between batches. */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** The last row of a batch: its date (the kind's order column) and its id, which breaks ties. */
export interface ExportPosition {
  at: string;
  id: string;
}

/** Where an export batch ended, as an opaque string the gateway hands back for the next one. */
export const encodeExportCursor = ({ at, id }: ExportPosition) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

export function decodeExportCursor(cursor: string): ExportPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !INSTANT.test(parsed[0]) ||
    !UUID_PATTERN.test(parsed[1])
  ) {
    throw new Error('Not an export cursor');
  }
  return { at: parsed[0], id: parsed[1] };
}
