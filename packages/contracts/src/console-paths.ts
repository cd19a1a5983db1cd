import { byKind, type RecordKind } from './records';

/** Where the staff console lives on the site. */
export const CONSOLE_ROOT = '/admin';

/**
 * Each kind's section of the staff console, under CONSOLE_ROOT: the console's routes and the
 * links in staff alerts both read it, so a mail always opens the screen the console has.
 */
export const CONSOLE_SECTIONS = byKind((kind) => kind.consoleSection);

/** `/admin/contacts`: a kind's section. */
export const consoleSectionPath = (kind: RecordKind) => `${CONSOLE_ROOT}/${CONSOLE_SECTIONS[kind]}`;

/** `/admin/contacts/<id>`: the section with the record's detail open. */
export const consoleRecordPath = (kind: RecordKind, id: string) =>
  `${consoleSectionPath(kind)}/${encodeURIComponent(id)}`;

/** `/admin/people?email=…`: everything one address sent, from every service (the Person page). */
export const consolePersonPath = (email: string) =>
  `${CONSOLE_ROOT}/people?email=${encodeURIComponent(email)}`;
