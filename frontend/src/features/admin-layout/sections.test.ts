import { isWorked, RECORD_KIND_IDS, RECORD_KINDS } from '@bytecraft/contracts/records';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../config/admin-paths';
import { sectionOf, SECTIONS, sectionsFor } from './sections';

describe('the sidebar', () => {
  it('has a section for every kind of record, in the registry’s order, named by its definition', () => {
    const kindSections = SECTIONS.filter((section) =>
      RECORD_KIND_IDS.some((kind) => section.to === adminPaths.section(kind)),
    );
    expect(kindSections.map((section) => section.label)).toEqual(
      RECORD_KIND_IDS.map((kind) => RECORD_KINDS[kind].sectionTitle),
    );
    for (const kind of RECORD_KIND_IDS) {
      expect(sectionsFor(false).map((section) => section.to)).toContain(adminPaths.section(kind));
    }
  });

  it('finds the section of a record staff open, for the kinds they work', () => {
    for (const kind of RECORD_KIND_IDS) {
      const section = sectionOf(adminPaths.record(kind, 'c0ffee00-0000-4000-8000-000000000001'));
      expect(section?.to).toBe(isWorked(kind) ? adminPaths.section(kind) : undefined);
    }
  });
});
