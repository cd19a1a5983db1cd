import { spf, type DNSResolver } from 'mailauth';
import type { SenderCheck } from './staff-sender-dkim';

/** Who connected to the listener to deliver a message, as SPF judges them. */
export interface SmtpClient {
  ip: string;
  /** The envelope sender (MAIL FROM); empty for a bounce. */
  sender: string;
  /** The name the client gave in HELO/EHLO. */
  helo?: string;
}

/**
 * The `Received-SPF` header the listener puts on top of a message: whether the domain of its
 * envelope sender lets the connecting address send its mail, and for which sender. On top, it
 * is above anything the message itself brought. `resolver` answers DNS (the system's unless a
 * test gives one).
 */
export async function receivedSpf(client: SmtpClient, resolver?: DNSResolver): Promise<string> {
  const { status } = await spf({
    ip: client.ip,
    sender: client.sender,
    ...(client.helo ? { helo: client.helo } : {}),
    mta: 'bytecraft-inbound',
    ...(resolver ? { resolver } : {}),
  });
  return `Received-SPF: ${status.result} client-ip=${client.ip}; envelope-from=<${client.sender}>\r\n`;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The first `Received-SPF` of a message's headers: the one added by whoever received it. */
function firstReceivedSpf(raw: Buffer): string | undefined {
  const end = raw.indexOf('\r\n\r\n');
  const headers = raw.subarray(0, end === -1 ? raw.length : end).toString('latin1');
  return /^Received-SPF:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1].replace(/\r?\n[ \t]+/g, ' ');
}

/**
 * SPF passed for the message's envelope sender, whose domain is the sender address's or a
 * parent of it (the relaxed alignment DMARC asks): the first `Received-SPF` says so, the one
 * the listener adds (a mailbox read by IMAP: the one its server adds).
 */
export const spfAligned: SenderCheck = async (raw, from) => {
  const header = firstReceivedSpf(raw);
  if (!header || !/^\s*pass\b/i.test(header)) return false;
  const envelopeFrom = /envelope-from=<?([^>;\s]+@[^>;\s]+)>?/i.exec(header)?.[1];
  if (!envelopeFrom) return false;
  const [sender, passed] = [domainOf(from), domainOf(envelopeFrom)];
  return sender === passed || sender.endsWith(`.${passed}`);
};
