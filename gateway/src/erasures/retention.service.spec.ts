import {
  RETENTION_DEFAULT_MONTHS,
  retentionEnvName,
  type RetainedKind,
} from '@bytecraft/contracts/retention';
import type { Queue } from 'bullmq';
import { loadGatewayConfig } from '../config/gateway.config';
import type { ErasuresService } from './erasures.service';
import { Retention } from './retention.service';

const NOW = new Date('2027-03-31T10:00:00.000Z');
const scopeOf = (env: Record<string, string> = {}) =>
  new Retention(loadGatewayConfig(env), {} as Queue, {} as ErasuresService).scope(NOW);

describe('Retention.scope', () => {
  it("gives every kind its cutoff: now less the kind's default months", () => {
    const { before, pendingBefore } = scopeOf();
    expect(Object.keys(before).sort()).toEqual(Object.keys(RETENTION_DEFAULT_MONTHS).sort());
    expect(before['contact']).toBe('2024-03-31T10:00:00.000Z');
    expect(before['job-application']).toBe('2026-03-31T10:00:00.000Z');
    expect(before['mail-log']).toBe('2024-03-31T10:00:00.000Z');
    // A pending subscription's link works NEWSLETTER_CONFIRM_DAYS (7).
    expect(pendingBefore).toBe('2027-03-24T10:00:00.000Z');
  });

  it('takes each kind its months from RETENTION_MONTHS_<KIND>', () => {
    const kind: RetainedKind = 'internship-application';
    expect(retentionEnvName(kind)).toBe('RETENTION_MONTHS_INTERNSHIP_APPLICATION');
    const { before } = scopeOf({ [retentionEnvName(kind)]: '6', RETENTION_MONTHS_MAIL_LOG: '24' });
    expect(before[kind]).toBe('2026-09-30T10:00:00.000Z');
    expect(before['mail-log']).toBe('2025-03-31T10:00:00.000Z');
    expect(before['job-application']).toBe('2026-03-31T10:00:00.000Z');
    // A day the month lacks is its last: 31 March less one month is 28 February.
    expect(scopeOf({ RETENTION_MONTHS_CONTACT: '1' }).before['contact']).toBe(
      '2027-02-28T10:00:00.000Z',
    );
  });

  it.each(['0', '-1', 'soon', '1.5'])('refuses %j months, naming the variable', (months) => {
    expect(() => scopeOf({ RETENTION_MONTHS_CONTACT: months })).toThrow(/RETENTION_MONTHS_CONTACT/);
  });
});
