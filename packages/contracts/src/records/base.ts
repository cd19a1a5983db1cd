// What every record is, whatever its kind: the kinds' definitions build on it, so it names no
// kind itself.

/** Records as staff read them (dates as ISO strings); each kind's record adds its fields. */
export interface RecordBase {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  /** Who works it (a staff account's id), when to look at it again, when it was first answered. */
  ownerId: string | null;
  followUpAt: string | null;
  firstReplyAt: string | null;
}

export interface RecordRef {
  id: string;
}

export interface StatusChangeRequest extends RecordRef {
  status: string;
  changedBy: string;
}

/** Query parameters a kind may filter its list by, beyond `status` and `q`. */
export const FILTER_PARAMS = ['position'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** A list filter of one kind: `?<param>=<value>` keeps the rows whose `column` holds the value. */
export interface KindFilter {
  /** How its messages name it ('Position must be one of: …'). */
  label: string;
  column: string;
  /** The values it takes. */
  values: readonly string[];
  /** The value that keeps the rows with no value in `column`, if any. */
  none?: string;
}
