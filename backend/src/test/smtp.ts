import { SMTPServer, type SMTPServerSession } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server in the test process, on a free port. `refuse` answers each connection with
 * that SMTP code while set (421: try later; 550: refused); `rejectRecipient` refuses every RCPT TO
 * with 550 and that text, as a server that does not know the address; `stall` takes the message
 * and never answers, as a server that hangs mid-send. Tests read what arrived from `received`.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state: { refuse?: number; rejectRecipient?: string; stall?: boolean; stalled: number } = { stalled: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (!state.refuse) return callback();
      callback(
        Object.assign(new Error(state.refuse === 421 ? "Busy, try again later" : "Mailbox unavailable"), { responseCode: state.refuse }),
      );
    },
    onRcptTo(_address, _session, callback) {
      if (!state.rejectRecipient) return callback();
      callback(Object.assign(new Error(state.rejectRecipient), { responseCode: 550 }));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.stall) return void state.stalled++;
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Ends open connections too, stalled ones included. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
