import type { Provider } from '@nestjs/common';
import { dkimVerify, type DNSResolver } from 'mailauth';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';

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

/** The check of a staff answer's sender, where INBOUND_STAFF_DKIM asks for one. */
export const staffSenderCheckProvider: Provider = {
  provide: STAFF_SENDER_CHECK,
  inject: [NOTIFICATION_CONFIG],
  useFactory: (config: NotificationConfig): SenderCheck | undefined =>
    config.INBOUND_STAFF_DKIM ? dkimAligned() : undefined,
};
