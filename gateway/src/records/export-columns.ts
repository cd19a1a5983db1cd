import { RECORD_KINDS, RecordKind, STAFF_PATHS } from '@bytecraft/contracts/records';

/** The column a kind's rows are dated and ordered by, as its CSV heads it. */
const DATE_LABELS: Record<string, string> = {
  createdAt: 'Created at',
  subscribedAt: 'Subscribed at',
};

/** Staff accounts' names by id: a worked kind's Owner column shows the name, not the id. */
export type OwnerNames = ReadonlyMap<string, string>;

export interface ExportColumns {
  header: string[];
  cells: (row: object, owners: OwnerNames) => (string | null)[];
}

type Column = readonly [field: string, label: string];

/** How staff work it, for the kinds they work. */
const WORK_COLUMNS: Column[] = [
  ['ownerId', 'Owner'],
  ['followUpAt', 'Follow-up'],
  ['firstReplyAt', 'First reply'],
];

/**
 * A kind's CSV columns: its id, its fields by their labels, its status when it has a workflow,
 * the date it arrived and, for a worked kind, its owner (by name), follow-up and first reply. A
 * kind whose spec defines its export begins with the spec's columns, and the others follow.
 */
export function exportColumns(kind: RecordKind): ExportColumns {
  const { exportColumns: fields, statuses, orderBy, work, csv } = RECORD_KINDS[kind];
  const own: Column[] = [
    ['id', 'ID'],
    ...Object.entries(fields),
    ...(statuses.length ? [['status', 'Status'] as Column] : []),
    [orderBy, DATE_LABELS[orderBy] ?? orderBy],
    ...(work ? WORK_COLUMNS : []),
  ];
  const specified = new Set(csv?.columns.map(([field]) => field));
  const columns: Column[] = [
    ...(csv?.columns ?? []),
    ...own.filter(([field]) => !specified.has(field)),
  ];
  return {
    header: columns.map(([, label]) => label),
    cells: (row, owners) =>
      columns.map(([field]) => {
        const value = field
          .split('.')
          .reduce<unknown>((object, key) => (object as Record<string, unknown> | null)?.[key], row);
        const text = cellText(value);
        // An account the map does not know (it came after the export began) keeps its id.
        return field === 'ownerId' && text !== null ? (owners.get(text) ?? text) : text;
      }),
  };
}

/**
 * A cell's text. The services answer JSON, so a field is a string, a number or a boolean; anything
 * else is written as its JSON rather than as "[object Object]".
 */
function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The name the spec gives the kind's file, else the list and the day: `contact-2026-03-01.csv`,
 * `internship-applications-2026-03-01.csv`.
 */
export const exportFileName = (kind: RecordKind, at: Date) =>
  RECORD_KINDS[kind].csv?.fileName ??
  `${STAFF_PATHS[kind].replace('/', '-')}-${at.toISOString().slice(0, 10)}.csv`;
