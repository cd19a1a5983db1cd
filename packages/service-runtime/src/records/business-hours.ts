import { WEEKDAYS, type BusinessHoursSetting } from '@bytecraft/contracts/records/business-hours';
import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';

/** The hours staff work, in which a business-hours clock runs. */
export interface BusinessHoursOptions {
  /** An IANA time zone: the days and hours are its wall clock's. */
  zone: string;
  /** The working days, ISO numbered (1 Monday ... 7 Sunday). */
  days: readonly number[];
  /** When a working day opens and closes, in minutes after its midnight. */
  opens: number;
  closes: number;
  /** Dates (`YYYY-MM-DD`, in the zone) no one works. */
  holidays: readonly string[];
}

/**
 * Counts durations in business hours: the working days' hours in one time zone, holidays
 * aside. A day's hours are its wall clock's, so a change to or from summer time moves them with
 * the clock rather than by an hour.
 */
export class BusinessHours {
  private readonly holidays: ReadonlySet<string>;

  constructor(private readonly options: BusinessHoursOptions) {
    // With a working day each week and finitely many holidays, every search for hours ends.
    if (options.days.length === 0) throw new Error('Business hours need a working day');
    this.holidays = new Set(options.holidays);
  }

  /** The instant `hours` of business hours after `from`. */
  add(from: Date, hours: number): Date {
    let remaining = hours * 3_600_000;
    let cursor: DateTime = DateTime.fromJSDate(from, { zone: this.options.zone });
    for (;;) {
      const open = this.at(cursor, this.options.opens);
      const close = this.at(cursor, this.options.closes);
      if (this.works(cursor) && cursor < close) {
        if (cursor < open) cursor = open;
        const available = close.toMillis() - cursor.toMillis();
        if (remaining <= available) return new Date(cursor.toMillis() + remaining);
        remaining -= available;
      }
      cursor = cursor.plus({ days: 1 }).startOf('day');
    }
  }

  private works(day: DateTime): boolean {
    return this.options.days.includes(day.weekday) && !this.holidays.has(day.toISODate()!);
  }

  /** The day's wall-clock time `minutes` after its midnight. */
  private at(day: DateTime, minutes: number): DateTime {
    return day.set({
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
      second: 0,
      millisecond: 0,
    });
  }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/**
 * The business hours' configuration, for a service that counts due times: the zone, the working
 * days, the day's hours, and the holidays.
 */
export const businessHoursEnv = {
  BUSINESS_HOURS_ZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine((zone) => IANAZone.isValidZone(zone), {
      error: 'BUSINESS_HOURS_ZONE must be an IANA time zone, such as Asia/Kolkata',
    }),
  BUSINESS_DAYS: z
    .string()
    .default('mon,tue,wed,thu,fri')
    .transform(list)
    .refine(
      (days) =>
        days.length > 0 && days.every((day) => (WEEKDAYS as readonly string[]).includes(day)),
      { error: `BUSINESS_DAYS must name days among ${WEEKDAYS.join(',')}` },
    )
    .transform((days) => days.map((day) => WEEKDAYS.indexOf(day as never) + 1)),
  BUSINESS_HOURS: z
    .string()
    .default('09:00-17:00')
    .transform((hours) => hours.split('-').map((time) => time.trim()))
    .refine(
      (times) =>
        times.length === 2 &&
        times.every((time) => TIME.test(time)) &&
        minutesOf(times[0]) < minutesOf(times[1]),
      { error: 'BUSINESS_HOURS must be HH:MM-HH:MM, opening before closing' },
    )
    .transform(([opens, closes]) => ({ opens: minutesOf(opens), closes: minutesOf(closes) })),
  BUSINESS_HOLIDAYS: z
    .string()
    .default('')
    .transform(list)
    .refine((dates) => dates.every((date) => DATE.test(date) && DateTime.fromISO(date).isValid), {
      error: 'BUSINESS_HOLIDAYS must be dates as YYYY-MM-DD, comma-separated',
    }),
};

export type BusinessHoursConfig = z.output<z.ZodObject<typeof businessHoursEnv>>;

/** The hours an admin set, or the configuration's as the setting says them. */
export const businessHoursFrom = (setting: BusinessHoursSetting) =>
  new BusinessHours({
    zone: setting.zone,
    days: setting.days.map((day) => WEEKDAYS.indexOf(day) + 1),
    opens: minutesOf(setting.opens),
    closes: minutesOf(setting.closes),
    holidays: setting.holidays,
  });

/** The configuration's business hours as an admin's setting says them: its value until one is set. */
export const businessHoursSettingOf = (config: BusinessHoursConfig): BusinessHoursSetting => ({
  zone: config.BUSINESS_HOURS_ZONE,
  days: config.BUSINESS_DAYS.map((day) => WEEKDAYS[day - 1]),
  opens: timeOf(config.BUSINESS_HOURS.opens),
  closes: timeOf(config.BUSINESS_HOURS.closes),
  holidays: config.BUSINESS_HOLIDAYS,
});

/** The business hours a service's configuration names. */
export const businessHoursOf = (config: BusinessHoursConfig) =>
  businessHoursFrom(businessHoursSettingOf(config));
