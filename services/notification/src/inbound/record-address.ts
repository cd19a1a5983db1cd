import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import type { Provider } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';

/** A record a signed address names. */
export interface AddressedRecord {
  kind: WorkedKind;
  recordId: string;
}

/**
 * Bytes of the HMAC an address keeps: enough that guessing one takes more mails than anyone can
 * send, few enough that the local part stays within SMTP's 64 characters.
 */
const MAC_BYTES = 12;

/** Every address of the inbound domain in this form is a record's, or a forged one. */
const RECORD_LOCAL_PART = /^r\.([0-9a-f]{32})\.([0-9a-f]{24})$/;

const hexOf = (recordId: string) => recordId.replaceAll('-', '').toLowerCase();
const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * Each record's own inbound address, `r.<record id>.<hmac>@<INBOUND_MAIL_DOMAIN>`: a staff
 * alert's Reply-To, so that a staff member answering the alert in a mail client answers from the
 * record. The HMAC (INBOUND_ADDRESS_KEY) covers the kind and the record id; the kind is signed but
 * not spelled out, which keeps the address short, and is found again by trying each worked kind.
 * Only the alert's recipients hold an address, so one that does not verify was forged or altered
 * and names no record.
 */
export class RecordAddresses {
  constructor(
    private readonly key: string,
    private readonly domain: string,
  ) {}

  of(kind: WorkedKind, recordId: string): string {
    return `r.${hexOf(recordId)}.${this.mac(kind, recordId).toString('hex')}@${this.domain}`;
  }

  /**
   * What an address names: a record; 'forged' for an address of the inbound domain that claims
   * to be a record's and does not verify; undefined for any other address.
   */
  read(address: string): AddressedRecord | 'forged' | undefined {
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at).toLowerCase();
    if (address.slice(at + 1).toLowerCase() !== this.domain || !local.startsWith('r.')) {
      return undefined;
    }
    const [, hex, mac] = RECORD_LOCAL_PART.exec(local) ?? [];
    const recordId = hex && uuidOf(hex);
    if (!recordId || !UUID_PATTERN.test(recordId)) return 'forged';
    const given = Buffer.from(mac, 'hex');
    // Every kind is tried, whichever matches: the time taken does not tell which one did.
    let found: WorkedKind | undefined;
    for (const kind of WORKED_KINDS) {
      if (timingSafeEqual(this.mac(kind, recordId), given)) found = kind;
    }
    return found ? { kind: found, recordId } : 'forged';
  }

  private mac(kind: WorkedKind, recordId: string): Buffer {
    return createHmac('sha256', this.key)
      .update(`${kind}:${recordId.toLowerCase()}`)
      .digest()
      .subarray(0, MAC_BYTES);
  }
}

/** The deployment's record addresses, or none when it takes no inbound mail. */
export const recordAddressesOf = (config: NotificationConfig): RecordAddresses | undefined =>
  config.INBOUND_MAIL_DOMAIN
    ? new RecordAddresses(config.INBOUND_ADDRESS_KEY, config.INBOUND_MAIL_DOMAIN)
    : undefined;

export const RECORD_ADDRESSES = Symbol('RECORD_ADDRESSES');

export const recordAddressesProvider: Provider = {
  provide: RECORD_ADDRESSES,
  inject: [NOTIFICATION_CONFIG],
  useFactory: recordAddressesOf,
};
