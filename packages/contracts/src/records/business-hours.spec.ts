import { toFieldErrors } from '../errors';
import { BUSINESS_HOURS_MESSAGES as M, businessHoursSchema } from './business-hours';

const VALID = { zone: 'Europe/London', days: ['mon', 'tue'], opens: '09:00', closes: '17:00' };
const errorsOf = (body: unknown) => {
  const parsed = businessHoursSchema.safeParse(body);
  return parsed.success ? [] : toFieldErrors(parsed.error);
};

describe('businessHoursSchema', () => {
  it('takes valid hours, holidays none unless given', () => {
    expect(businessHoursSchema.parse(VALID)).toEqual({ ...VALID, holidays: [] });
    expect(businessHoursSchema.parse({ ...VALID, holidays: ['2026-12-25'] }).holidays).toEqual([
      '2026-12-25',
    ]);
  });

  it.each([
    [{ zone: 'Mars/Olympus' }, 'zone', M.zone],
    [{ zone: undefined }, 'zone', M.zone],
    [{ days: [] }, 'days', M.days],
    [{ days: ['mon', 'mon'] }, 'days', M.days],
    [{ days: ['mon', 'funday'] }, 'days.1', M.day],
    [{ opens: '9:00' }, 'opens', M.time],
    [{ closes: '24:00' }, 'closes', M.time],
    [{ opens: '17:00', closes: '09:00' }, 'closes', M.closes],
    [{ opens: '09:00', closes: '09:00' }, 'closes', M.closes],
    [{ holidays: ['2026-02-30'] }, 'holidays.0', M.holiday],
    [{ holidays: ['2026-13-01'] }, 'holidays.0', M.holiday],
    [{ holidays: '2026-12-25' }, 'holidays', M.holiday],
  ])('refuses %j on %s', (change, field, message) => {
    expect(errorsOf({ ...VALID, ...change })).toEqual([{ field, message }]);
  });
});
