import {
  VISITOR_REPLY_SUBJECT_MAX,
  VISITOR_REPLY_TEXT_MAX,
  type InboundHeader,
  type InboundOriginal,
} from '@bytecraft/contracts/inbound';
import { UnrecoverableError } from 'bullmq';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { z } from 'zod';

/** What a received message says, as its job reads it. */
export interface ReadMail {
  /** The sender's address, lower-cased. */
  from: string;
  subject: string;
  /** The sender's own words: the history they quoted and their signature stripped. */
  text: string;
  /** The Message-IDs it answers (`In-Reply-To`, then `References`, newest first). */
  answers: string[];
}

const address = z.email().max(254);

/**
 * The options that keep mailparser to what is read here: no HTML made from text, no links; a
 * delivery report kept as its own part, not read as text.
 */
const PARSE_OPTIONS = {
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
  keepDeliveryStatus: true,
} as const;

/** A received message as mailparser reads it, once per job. */
export const parseMail = (raw: Buffer): Promise<ParsedMail> => simpleParser(raw, PARSE_OPTIONS);

type ReplyParser = InstanceType<
  typeof import('email-reply-parser', { with: { 'resolution-mode': 'import' } }).default
>;

/** email-reply-parser ships only as an ES module: loaded once, when first needed. */
let replyParser: Promise<ReplyParser> | undefined;
const visibleText = async (text: string) => {
  replyParser ??= import('email-reply-parser').then(({ default: Parser }) => new Parser());
  return (await replyParser).parseReply(text);
};

/** The Message-ID a message is stored under, if it has one (its key otherwise is a hash). */
export async function messageIdOf(raw: Buffer): Promise<string | undefined> {
  try {
    const parsed = await simpleParser(raw, { ...PARSE_OPTIONS, skipHtmlToText: true });
    return parsed.messageId?.slice(0, 300);
  } catch {
    // Read again by its job, where a message that cannot be read fails visibly.
    return undefined;
  }
}

const firstAddress = (from: AddressObject | undefined) => from?.value[0]?.address;

/** The sender's address, lower-cased, if the message names one. */
const senderIn = (parsed: ParsedMail): string | undefined => {
  const from = address.safeParse(firstAddress(parsed.from));
  return from.success ? from.data.toLowerCase() : undefined;
};

/**
 * The sender's address of a message its job has not read yet (an erasure must find it before
 * its job does); undefined when it names none or cannot be read.
 */
export async function senderOf(raw: Buffer): Promise<string | undefined> {
  try {
    return senderIn(await simpleParser(raw, { ...PARSE_OPTIONS, skipHtmlToText: true }));
  } catch {
    return undefined;
  }
}

const answersOf = (parsed: ParsedMail): string[] => {
  const references =
    typeof parsed.references === 'string' ? [parsed.references] : (parsed.references ?? []);
  // References lists the thread oldest first: the newest is the one answered.
  return [
    ...new Set([parsed.inReplyTo, ...references.toReversed()].filter((id) => !!id)),
  ] as string[];
};

/**
 * Reads a received message: who sent it, what it answers, and the sender's own words. A
 * message that names no sender address fails for good (UnrecoverableError): the queue keeps
 * it in its failed set, where an operator sees it and may run it again.
 */
export async function readMail(parsed: ParsedMail): Promise<ReadMail> {
  const from = senderIn(parsed);
  if (!from) throw new UnrecoverableError('The message names no sender address');
  // mailparser makes the text of an HTML-only message.
  const text = await visibleText(parsed.text ?? '');
  return {
    from,
    subject: (parsed.subject ?? '').slice(0, VISITOR_REPLY_SUBJECT_MAX),
    text: text.trim().slice(0, VISITOR_REPLY_TEXT_MAX),
    answers: answersOf(parsed),
  };
}

/** A header line as it came (`Name: value`, perhaps folded over several lines), unfolded. */
function headerOf(line: string): InboundHeader {
  const colon = line.indexOf(':');
  return {
    name: line.slice(0, colon).trim(),
    value: line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim(),
  };
}

/** A stored message whole, as staff read its original. */
export async function readOriginal(
  message: Pick<InboundOriginal, 'id' | 'receivedAt'>,
  raw: Buffer,
): Promise<InboundOriginal> {
  const parsed = await parseMail(raw);
  return {
    ...message,
    headers: parsed.headerLines.map(({ line }) => headerOf(line)),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}
