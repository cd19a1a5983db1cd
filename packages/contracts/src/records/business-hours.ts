// The hours staff work, in which the due times of a kind whose policy says so are counted
// (`DuePolicy.businessHours`): an admin's setting in the console, the services' configuration
// until an admin first sets it.

import { z } from '../zod';

/** The days of the week as the setting names them, Monday first (ISO 1-7). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BUSINESS_HOURS_MESSAGES = {
  zone: 'Time zone must be an IANA time zone, such as Asia/Kolkata',
  day: `Days must be among: ${WEEKDAYS.join(', ')}`,
  days: 'Choose at least one working day, each once',
  time: 'Times must be HH:MM on a 24-hour clock, such as 09:00',
  closes: 'Closing time must be after opening time',
  holiday: 'Holidays must be real dates written YYYY-MM-DD',
  holidays: 'At most 366 holidays',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_HOLIDAYS = 366;

/** Whether this runtime's Intl knows the zone: the browser's and the server's alike. */
function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A date that exists on the calendar: 2026-02-30 does not. */
function isDate(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return DATE.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}

const time = () =>
  z
    .string({ error: BUSINESS_HOURS_MESSAGES.time })
    .check(z.regex(TIME, BUSINESS_HOURS_MESSAGES.time));

/** PUT /api/admin/settings/business-hours, and what GET answers. */
export const businessHoursSchema = z
  .object({
    zone: z
      .string({ error: BUSINESS_HOURS_MESSAGES.zone })
      .check(
        z.maxLength(64, BUSINESS_HOURS_MESSAGES.zone),
        z.refine(isZone, BUSINESS_HOURS_MESSAGES.zone),
      ),
    days: z
      .array(z.enum(WEEKDAYS, { error: BUSINESS_HOURS_MESSAGES.day }), {
        error: BUSINESS_HOURS_MESSAGES.days,
      })
      .check(
        z.minLength(1, BUSINESS_HOURS_MESSAGES.days),
        z.refine((days) => new Set(days).size === days.length, BUSINESS_HOURS_MESSAGES.days),
      ),
    opens: time(),
    closes: time(),
    holidays: z._default(
      z
        .array(
          z
            .string({ error: BUSINESS_HOURS_MESSAGES.holiday })
            .check(z.refine(isDate, BUSINESS_HOURS_MESSAGES.holiday)),
          { error: BUSINESS_HOURS_MESSAGES.holiday },
        )
        .check(z.maxLength(MAX_HOLIDAYS, BUSINESS_HOURS_MESSAGES.holidays)),
      [],
    ),
  })
  .check(
    z.refine(({ opens, closes }) => opens < closes, {
      error: BUSINESS_HOURS_MESSAGES.closes,
      path: ['closes'],
      // Two valid times only: a malformed one already has its message.
      when: ({ value }) => {
        const { opens, closes } = (value ?? {}) as { opens?: unknown; closes?: unknown };
        return (
          typeof opens === 'string' &&
          TIME.test(opens) &&
          typeof closes === 'string' &&
          TIME.test(closes)
        );
      },
    }),
  );

export type BusinessHoursSetting = z.output<typeof businessHoursSchema>;
export type BusinessHoursInput = z.input<typeof businessHoursSchema>;

/**
 * What the gateway tells each service owning worked kinds (staffRpc.setBusinessHours) when an
 * admin sets the hours; the service answers how many open records' due times it moved.
 */
export interface BusinessHoursApplied {
  recounted: number;
}
