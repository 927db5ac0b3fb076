// One 2025-11-25 exchange's answer when the Server has something to say before it: the answer is then a
// `text/event-stream` (the transport lets a POST be answered either way), each message one `message` event, the
// request's answer last, and the stream ends with it. Nothing said before the answer: JSON, as ever (endpoint.ts),
// and this stream is never started. Only the conformance fixtures say anything early (log messages, progress, a
// request of their own to the client).
import type { ServerResponse } from 'node:http';

export class AnswerStream {
  private open = false;

  constructor(
    private readonly res: ServerResponse,
    /** The exchange's headers so far (request id, CORS, rate limit), sent with the stream's. */
    private readonly headers: Record<string, string>,
  ) {}

  /** Whether the answer became a stream (then the exchange's answer goes on it too, by end()). */
  get started(): boolean {
    return this.open;
  }

  /** One message before the answer; the first one starts the stream. */
  write(message: unknown): void {
    if (!this.open) {
      this.open = true;
      this.res.writeHead(200, { ...this.headers, 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    }
    // A client that went away has nothing to read: the rest of the exchange still runs to its end.
    if (!this.res.destroyed) this.res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }

  /** The answer, last, and the end of the stream. */
  end(answer: unknown): void {
    this.write(answer);
    this.close();
  }

  /** Ends a started stream that has not ended (an exchange that failed after starting it). */
  close(): void {
    if (this.open && !this.res.writableEnded) this.res.end();
  }
}
