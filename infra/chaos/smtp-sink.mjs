// A small SMTP server that keeps no mail, only counts it: each message is reduced to a key
// (recipient, subject, and the submission's address found in it), so a mail sent twice shows
// as a key seen twice. MailDev keeps every message in memory and slows down past a few
// thousand; the chaos run sends more.
import { createServer } from 'node:net';

/**
 * @param {RegExp} submissionAddress finds the submission a mail is about (its visitor's address)
 * @returns {Promise<{ port: number, counts: Map<string, number>, messages: () => number, close: () => Promise<void> }>}
 */
export async function startSmtpSink(submissionAddress) {
  const counts = new Map();
  let messages = 0;
  const sockets = new Set();

  const record = (recipients, raw) => {
    messages++;
    // Quoted-printable soft line breaks would split an address in two.
    const text = raw.replace(/=\r\n/g, '');
    const subject = /^Subject: (.*)$/im.exec(text)?.[1]?.trim() ?? '';
    const about = text.match(submissionAddress)?.[0] ?? '';
    for (const to of recipients) {
      const key = `${to}|${subject}|${about}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let recipients = [];
    const reply = (line) => socket.writable && socket.write(`${line}\r\n`);
    reply('220 chaos-sink ESMTP');
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          record(recipients, buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          recipients = [];
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-chaos-sink\r\n250-PIPELINING\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 chaos-sink');
        else if (verb === 'MAIL') {
          recipients = [];
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
          // A message may follow in the same chunk: the loop goes on in data mode (the
          // buffer may also start with the terminator of an empty message, which is fine).
          buffer = `\r\n${buffer}`;
        } else if (verb === 'RSET') {
          recipients = [];
          reply('250 2.0.0 Ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('250 Ok');
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    counts,
    messages: () => messages,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
