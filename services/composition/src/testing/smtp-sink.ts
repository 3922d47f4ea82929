import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface AcceptedMail {
  readonly from: string;
  readonly to: string[];
  /** The raw message as sent: headers, blank line, body. */
  readonly raw: string;
}

export interface HeldMail {
  /** Resolves once the whole message has arrived (the sender now waits for the server's answer). */
  readonly arrived: Promise<void>;
  /** Answers the sender: the mail is accepted. */
  accept(): void;
}

export interface SmtpSink {
  /** An SMTP_URL for nodemailer. */
  readonly url: string;
  /** Mail the server accepted, oldest first: a message held and never accepted is not here. */
  readonly accepted: AcceptedMail[];
  /** Holds the next message without answering, like a mail server that has not yet accepted it. */
  holdNext(): HeldMail;
  /** Refuses mail to these addresses for good (550, unknown user) until `acceptAll`. */
  refuse(addresses: readonly string[]): void;
  /** Accepts every address again. */
  acceptAll(): void;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** How long the server takes to accept each message, like a real one under load (default 0). */
  readonly acceptDelayMs?: number;
}

/** A local SMTP server for tests: it counts what it accepted, and can keep a sender waiting. */
export const startSmtpSink = async (options: SmtpSinkOptions = {}): Promise<SmtpSink> => {
  const { acceptDelayMs = 0 } = options;
  const accepted: AcceptedMail[] = [];
  const holds: { arrived: () => void; release: Promise<void> }[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo: (address, _session, callback) => {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
    },
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      const hold = holds.shift();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: AcceptedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const accept = () => {
          accepted.push(mail);
          callback();
        };
        if (!hold) {
          if (acceptDelayMs === 0) return accept();
          return void setTimeout(accept, acceptDelayMs);
        }
        hold.arrived();
        void hold.release.then(accept);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    accepted,
    holdNext: () => {
      let arrived = () => {};
      let accept = () => {};
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const release = new Promise<void>((resolve) => {
        accept = resolve;
      });
      holds.push({ arrived, release });
      return { arrived: arrival, accept };
    },
    refuse: (addresses) => {
      for (const address of addresses) refused.add(address.toLowerCase());
    },
    acceptAll: () => refused.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
