import type { Provider } from '@nestjs/common';
import { dkimVerify, type DNSResolver } from 'mailauth';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { spfAligned } from './staff-sender-spf';

/** Whether a message's DKIM signature vouches for its sender's address. */
export type SenderCheck = (raw: Buffer, from: string) => Promise<boolean>;

/**
 * A DKIM signature that passes for the domain of the sender's address, or a parent of it (the
 * relaxed alignment DMARC asks): the sender's own mail server signed it, so the From: is no
 * stranger's forgery. `resolver` answers DNS (the system's unless a test gives one).
 */
export const dkimAligned =
  (resolver?: DNSResolver): SenderCheck =>
  async (raw, from) => {
    const domain = from.slice(from.lastIndexOf('@') + 1).toLowerCase();
    const { results } = await dkimVerify(raw, resolver ? { resolver } : {});
    return results.some(({ status, signingDomain }) => {
      const signer = signingDomain?.toLowerCase();
      return (
        status.result === 'pass' && !!signer && (domain === signer || domain.endsWith(`.${signer}`))
      );
    });
  };

export const STAFF_SENDER_CHECK = Symbol('STAFF_SENDER_CHECK');

/** Every check given passes; undefined when none is. */
export const allOf = (...checks: SenderCheck[]): SenderCheck | undefined =>
  checks.length === 0
    ? undefined
    : async (raw, from) => {
        for (const check of checks) if (!(await check(raw, from))) return false;
        return true;
      };

/** The checks of a staff answer's sender that INBOUND_STAFF_DKIM and INBOUND_STAFF_SPF ask for. */
export const staffSenderCheckProvider: Provider = {
  provide: STAFF_SENDER_CHECK,
  inject: [NOTIFICATION_CONFIG],
  useFactory: (config: NotificationConfig): SenderCheck | undefined =>
    allOf(
      ...(config.INBOUND_STAFF_DKIM ? [dkimAligned()] : []),
      ...(config.INBOUND_STAFF_SPF ? [spfAligned] : []),
    ),
};
