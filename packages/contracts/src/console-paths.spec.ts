import { CONSOLE_SECTIONS, consoleRecordPath, consoleSectionPath } from './console-paths';
import { RECORD_KIND_IDS } from './records';

describe('the staff console’s paths', () => {
  it('give every kind a section of its own', () => {
    const sections = Object.values(CONSOLE_SECTIONS);
    expect(Object.keys(CONSOLE_SECTIONS).sort()).toEqual([...RECORD_KIND_IDS].sort());
    expect(new Set(sections).size).toBe(sections.length);
  });

  it('name a section and a record in it, the id taken as one path segment', () => {
    expect(consoleSectionPath('schedule-call')).toBe('/admin/schedule-calls');
    expect(consoleRecordPath('contact', '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b')).toBe(
      '/admin/contacts/9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b',
    );
    expect(consoleRecordPath('contact', '../x?y')).toBe('/admin/contacts/..%2Fx%3Fy');
  });
});
