/**
 * What the e-mail tests read: a minimal local SMTP server keeping what it receives, and a MIME message taken apart
 * (headers, leaf parts with their bodies decoded, RFC 2047 words).
 */
import net from 'node:net';

export interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) of a header, decoded. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
    how.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

/** Quoted-printable to bytes. */
function qp(text: string): Buffer {
  const bytes: number[] = [];
  const s = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

function headersOf(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const m = /^([\w-]+):\s*(.*)$/.exec(line);
    if (m) out[m[1].toLowerCase()] = m[2];
  }
  return out;
}

/** A MIME message's headers and its leaf parts, bodies decoded by their transfer encoding. */
export function parseMessage(eml: string): { headers: Record<string, string>; parts: Part[] } {
  const split = (raw: string) => {
    const at = raw.search(/\r?\n\r?\n/);
    return { head: headersOf(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const leaves = (raw: string): Part[] => {
    const { head, body } = split(raw);
    const boundary = /boundary="?([^";]+)"?/i.exec(head['content-type'] ?? '')?.[1];
    if (boundary) {
      return body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .flatMap((p) => leaves(p.replace(/^\r?\n/, '')));
    }
    const enc = (head['content-transfer-encoding'] ?? '7bit').toLowerCase();
    const bytes = enc === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : enc === 'quoted-printable' ? qp(body) : Buffer.from(body, 'utf8');
    return [{ headers: head, body: bytes }];
  };
  return { headers: split(eml).head, parts: leaves(eml) };
}

/** A minimal SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA with dot-unstuffing, QUIT) keeping what it receives. */
export function smtpServer(): Promise<{ port: number; received: { from: string; to: string[]; data: string }[]; close: () => void }> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...envelope, data });
          envelope = { from: '', to: [] };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        // Any other verb (VRFY, EXPN, HELP...): refused with RFC 5321's "command unrecognized"; the mailer never sends one.
        else socket.write('500 5.5.1 command unrecognized\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() })),
  );
}

