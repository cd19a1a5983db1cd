import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { KindDefinition } from './kinds/define-kind';
import {
  KINDS,
  RECORD_KIND_IDS,
  RECORD_KINDS,
  STAFF_PATHS,
  WORKED_KINDS,
  WORKED_SERVICES,
  kindOf,
  kindsOwnedBy,
} from './records';
import { ServiceName } from './rpc';

const KINDS_DIR = join(__dirname, 'kinds');

/** The kinds' files: one per kind, named by its id (define-kind.ts and the specs aside). */
const kindFiles = readdirSync(KINDS_DIR)
  .filter((file) => /^[a-z-]+\.ts$/.test(file) && file !== 'define-kind.ts')
  .map((file) => file.replace(/\.ts$/, ''));

const camel = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the registry', () => {
  it('lists each kind file’s definition exactly once, in the ids’ order', async () => {
    const defined: KindDefinition[] = [];
    for (const file of kindFiles) {
      const module = (await import(`./kinds/${file}`)) as Record<string, KindDefinition>;
      // Each file exports its definition under the camel-cased id it defines.
      expect(module[camel(file)]?.id).toBe(file);
      defined.push(module[camel(file)]);
    }
    expect([...KINDS].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      defined.sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(new Set(KINDS).size).toBe(KINDS.length);
    expect(RECORD_KIND_IDS).toEqual(KINDS.map((kind) => kind.id));
  });

  it('looks a kind up by its id', () => {
    for (const kind of KINDS) {
      expect(RECORD_KINDS[kind.id]).toBe(kind);
      expect(kindOf(kind.id)).toBe(kind);
      expect(STAFF_PATHS[kind.id]).toBe(kind.staffPath);
    }
  });

  it('names the kinds each service owns, and the services owning a kind staff work', () => {
    expect(kindsOwnedBy(ServiceName.Lead)).toEqual([
      'contact',
      'schedule-call',
      'consultation',
      'developer-hire',
    ]);
    expect(kindsOwnedBy(ServiceName.Recruiting)).toEqual([
      'job-application',
      'internship-application',
      'internship-question',
    ]);
    expect(kindsOwnedBy(ServiceName.Notification)).toEqual([]);
    expect(Object.values(ServiceName).flatMap(kindsOwnedBy).sort()).toEqual(
      [...RECORD_KIND_IDS].sort(),
    );
    expect(WORKED_SERVICES).toEqual([ServiceName.Lead, ServiceName.Recruiting]);
  });

  it('gives each kind its own routes, names, console section, job and mails', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(KINDS.map((kind) => kind.publicRoute));
    unique(KINDS.map((kind) => kind.staffPath));
    unique(KINDS.map((kind) => kind.consoleSection));
    unique(KINDS.map((kind) => kind.recordTitle));
    unique(KINDS.map((kind) => kind.sectionTitle));
    unique(KINDS.flatMap((kind) => ('job' in kind ? [kind.job] : [])));
    unique(
      KINDS.flatMap((kind) => ('mail' in kind ? [kind.mail.confirmation, kind.mail.alert] : [])),
    );
  });
});

describe.each(KINDS.map((kind) => [kind.id, kind as KindDefinition] as const))(
  'the %s kind’s definition',
  (_, kind) => {
    it('says everything a kind is', () => {
      for (const text of [kind.publicRoute, kind.staffPath, kind.consoleSection, kind.orderBy]) {
        expect(text).toMatch(/^[a-z][a-zA-Z/-]*$/);
      }
      expect(kind.schema.safeParse({}).success).toBe(false);
      expect(Object.keys(kind.labels)).toEqual(expect.arrayContaining(['email']));
      expect(kind.receipt.title).not.toBe('');
      expect(kind.recordTitle).not.toBe('');
      expect(kind.sectionTitle).not.toBe('');
      expect(kind.receipt.message).not.toBe('');
      expect(kind.retentionMonths).toBeGreaterThan(0);
      expect(kind.defaultLimit).toBeGreaterThan(0);
      expect(kind.searchFields).toContain('email');
      if (kind.staffSetsStatus) expect(kind.statuses.length).toBeGreaterThan(0);
      expect(
        kind.work?.closedStatuses.every((status) => kind.statuses.includes(status)) ?? true,
      ).toBe(true);
      const reopensTo = kind.work?.reopensTo;
      if (reopensTo !== undefined) {
        expect(kind.statuses).toContain(reopensTo);
        expect(kind.work?.closedStatuses).not.toContain(reopensTo);
      }
    });

    it('queues its submissions with both mails when staff work it, and answers at once otherwise', () => {
      if (kind.work) {
        expect(kind.queue).toBeDefined();
        expect(kind.job).toBeDefined();
        expect(kind.mail).toEqual({
          confirmation: `${kind.id}-confirmation`,
          alert: `${kind.id}-alert`,
          mailbox: expect.any(String),
        });
        expect(WORKED_KINDS).toContain(kind.id);
      } else {
        expect(kind.job).toBeUndefined();
        expect(kind.mail).toBeUndefined();
        expect(WORKED_KINDS).not.toContain(kind.id);
      }
    });

    it('exports its own fields under the headings staff read them by', () => {
      const headings = Object.values(kind.exportColumns);
      expect(new Set(headings).size).toBe(headings.length);
      expect(
        Object.keys(kind.exportColumns).length + (kind.csv?.columns.length ?? 0),
      ).toBeGreaterThan(0);
    });
  },
);
