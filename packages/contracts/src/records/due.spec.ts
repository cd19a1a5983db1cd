import { kindOf, WORKED_KINDS } from '../records';
import {
  dueStateOf,
  EMAIL_ANSWER_HOURS,
  firstResponseHours,
  hoursText,
  PRIORITY_TIMES,
  within,
} from './due';

/** Every span of hours a text names ('24 hours', '1 hour', '1 week'), in hours. */
const hoursNamed = (text: string) =>
  [...text.matchAll(/(\d+) (hour|week)s?\b/g)].map(
    ([, count, unit]) => Number(count) * (unit === 'week' ? 7 * 24 : 1),
  );

describe('the promises the site prints', () => {
  it.each(WORKED_KINDS)(
    "%s's receipt names the hours its clock counts, or none when it counts business hours",
    (kind) => {
      const { receipt, work } = kindOf(kind);
      const named = hoursNamed(receipt.message);
      if (work.due.businessHours) {
        expect(named).toEqual([]);
      } else {
        expect(named).toEqual([firstResponseHours(work.due)]);
        expect(receipt.message).toContain(within(firstResponseHours(work.due)));
      }
    },
  );

  it('promises the contact page’s proposal and mailed answers as the contact clock counts them', () => {
    const { due } = kindOf('contact').work;
    expect(within(firstResponseHours(due))).toBe('within 24 hours');
    expect(due.nextResponseHours).toBe(EMAIL_ANSWER_HOURS);
    expect(within(EMAIL_ANSWER_HOURS)).toBe('within 4 hours');
  });

  it('writes the SLA page’s times as the page prints them', () => {
    expect(
      Object.values(PRIORITY_TIMES).map(({ label, firstResponseHours, resolutionHours }) => [
        label,
        hoursText(firstResponseHours),
        hoursText(resolutionHours),
      ]),
    ).toEqual([
      ['Critical', '1 hour', '4 hours'],
      ['High', '4 hours', '24 hours'],
      ['Medium', '24 hours', '72 hours'],
      ['Low', '72 hours', '1 week'],
    ]);
  });

  it("takes a kind's first response from its priority's, or from the priority a record is given", () => {
    const { due } = kindOf('job-application').work;
    expect(firstResponseHours(due)).toBe(PRIORITY_TIMES.low.firstResponseHours);
    expect(firstResponseHours(due, 'critical')).toBe(1);
  });
});

describe('dueStateOf', () => {
  const due = { dueAt: '2026-03-02T12:00:00.000Z', atRiskAt: '2026-03-02T06:00:00.000Z' };

  it('is on time before the last quarter, at risk in it, and breached from the due time on', () => {
    expect(dueStateOf(due, new Date('2026-03-02T05:59:59.999Z'))).toBe('on-time');
    expect(dueStateOf(due, new Date('2026-03-02T06:00:00.000Z'))).toBe('at-risk');
    expect(dueStateOf(due, new Date('2026-03-02T11:59:59.999Z'))).toBe('at-risk');
    expect(dueStateOf(due, new Date('2026-03-02T12:00:00.000Z'))).toBe('breached');
  });

  it('says nothing of a record with nothing due', () => {
    expect(dueStateOf({ dueAt: null, atRiskAt: null }, new Date())).toBeNull();
  });
});
