import { z } from 'zod';
import { parseEnv } from '../config/env';
import { BusinessHours, businessHoursEnv, businessHoursOf } from './business-hours';

const LONDON = {
  zone: 'Europe/London',
  days: [1, 2, 3, 4, 5],
  opens: 9 * 60,
  closes: 17 * 60,
  holidays: [],
};

const at = (iso: string) => new Date(iso);
const add = (hours: BusinessHours, from: string, span: number) =>
  hours.add(at(from), span).toISOString();

describe('BusinessHours', () => {
  const london = new BusinessHours(LONDON);

  it('adds hours within one working day, up to its closing time', () => {
    // 2026-03-02 is a Monday; London keeps UTC in winter.
    expect(add(london, '2026-03-02T10:00:00Z', 4)).toBe('2026-03-02T14:00:00.000Z');
    expect(add(london, '2026-03-02T09:00:00Z', 8)).toBe('2026-03-02T17:00:00.000Z');
  });

  it('carries what the day cannot hold to the next opening', () => {
    expect(add(london, '2026-03-02T15:00:00Z', 4)).toBe('2026-03-03T11:00:00.000Z');
    expect(add(london, '2026-03-02T09:00:00Z', 18)).toBe('2026-03-04T11:00:00.000Z');
  });

  it('starts counting at the opening when it starts before it, or after the closing', () => {
    expect(add(london, '2026-03-02T07:00:00Z', 1)).toBe('2026-03-02T10:00:00.000Z');
    expect(add(london, '2026-03-02T19:30:00Z', 1)).toBe('2026-03-03T10:00:00.000Z');
  });

  it('skips the weekend', () => {
    // Friday 16:00 plus two hours: one on Friday, one on Monday.
    expect(add(london, '2026-03-06T16:00:00Z', 2)).toBe('2026-03-09T10:00:00.000Z');
    expect(add(london, '2026-03-07T12:00:00Z', 1)).toBe('2026-03-09T10:00:00.000Z');
  });

  it('skips holidays, counted by the zone’s date', () => {
    const withHoliday = new BusinessHours({ ...LONDON, holidays: ['2026-03-09'] });
    expect(add(withHoliday, '2026-03-06T16:00:00Z', 2)).toBe('2026-03-10T10:00:00.000Z');
  });

  it('keeps the wall clock’s hours across the change to summer time and back', () => {
    // London moves to BST on Sunday 2026-03-29: Monday opens at 09:00 BST, 08:00 UTC.
    expect(add(london, '2026-03-27T16:00:00Z', 2)).toBe('2026-03-30T09:00:00.000Z');
    // And back on Sunday 2026-10-25: Friday closes at 16:00 UTC, Monday opens at 09:00 UTC.
    expect(add(london, '2026-10-23T15:00:00Z', 2)).toBe('2026-10-26T10:00:00.000Z');
  });

  it('counts in the configured zone, whatever the process’s own', () => {
    const kolkata = new BusinessHours({ ...LONDON, zone: 'Asia/Kolkata' });
    // Monday 09:00 IST is 03:30 UTC.
    expect(add(kolkata, '2026-03-02T03:30:00Z', 8)).toBe('2026-03-02T11:30:00.000Z');
    expect(add(kolkata, '2026-03-02T11:30:00Z', 0.5)).toBe('2026-03-03T04:00:00.000Z');
  });

  it('works the days it is given, a Sunday-to-Thursday week too', () => {
    const gulf = new BusinessHours({ ...LONDON, zone: 'UTC', days: [7, 1, 2, 3, 4] });
    // Thursday 2026-03-05 16:00 plus two hours: Friday and Saturday are off.
    expect(add(gulf, '2026-03-05T16:00:00Z', 2)).toBe('2026-03-08T10:00:00.000Z');
  });

  it('refuses a week with no working day, where no hours could ever be counted', () => {
    expect(() => new BusinessHours({ ...LONDON, days: [] })).toThrow('need a working day');
  });
});

describe('businessHoursEnv', () => {
  const parse = (env: Record<string, string>) => parseEnv(z.object(businessHoursEnv), env);

  it('defaults to Monday to Friday, 09:00 to 17:00, in the office’s zone, with no holidays', () => {
    expect(parse({})).toEqual({
      BUSINESS_HOURS_ZONE: 'Asia/Kolkata',
      BUSINESS_DAYS: [1, 2, 3, 4, 5],
      BUSINESS_HOURS: { opens: 540, closes: 1020 },
      BUSINESS_HOLIDAYS: [],
    });
  });

  it('reads the days, hours and holidays it is given', () => {
    const config = parse({
      BUSINESS_HOURS_ZONE: 'Europe/London',
      BUSINESS_DAYS: 'Sun, mon,tue,wed,thu',
      BUSINESS_HOURS: '08:30-16:30',
      BUSINESS_HOLIDAYS: '2026-12-25, 2026-12-28',
    });
    expect(config).toEqual({
      BUSINESS_HOURS_ZONE: 'Europe/London',
      BUSINESS_DAYS: [7, 1, 2, 3, 4],
      BUSINESS_HOURS: { opens: 510, closes: 990 },
      BUSINESS_HOLIDAYS: ['2026-12-25', '2026-12-28'],
    });
    expect(businessHoursOf(config).add(at('2026-12-24T16:00:00Z'), 1).toISOString()).toBe(
      '2026-12-27T09:00:00.000Z',
    );
  });

  it.each([
    [{ BUSINESS_HOURS_ZONE: 'Mars/Olympus' }, 'BUSINESS_HOURS_ZONE: BUSINESS_HOURS_ZONE must be'],
    [{ BUSINESS_DAYS: 'mon,funday' }, 'BUSINESS_DAYS: BUSINESS_DAYS must name days'],
    [{ BUSINESS_DAYS: '' }, 'BUSINESS_DAYS: BUSINESS_DAYS must name days'],
    [{ BUSINESS_HOURS: '17:00-09:00' }, 'BUSINESS_HOURS: BUSINESS_HOURS must be HH:MM-HH:MM'],
    [{ BUSINESS_HOURS: '9-5' }, 'BUSINESS_HOURS: BUSINESS_HOURS must be HH:MM-HH:MM'],
    [{ BUSINESS_HOLIDAYS: '2026-02-30' }, 'BUSINESS_HOLIDAYS: BUSINESS_HOLIDAYS must be dates'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => parse(env)).toThrow(message);
  });
});
