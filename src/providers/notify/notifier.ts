// How one-time codes reach people. Delivery is behind the Notifier interface so the OTP core does not know
// about providers. Without configuration every message goes to the dev outbox: stored in the `outbox`
// collection (tests read it) and logged, so a developer can sign in without an SMS or email account.
//
// Environment (read when a notifier is built; each channel independently):
//   OTP_SMS_WEBHOOK_URL     SMS gateway endpoint: receives POST JSON { to, body } for phone contacts
//   OTP_EMAIL_WEBHOOK_URL   email gateway endpoint: receives POST JSON { to, subject, body } for email contacts
//   OTP_NOTIFIER_TOKEN      optional bearer token sent to both gateways (Authorization: Bearer …)
// A channel whose URL is unset uses the dev outbox. A gateway answering non-2xx makes the send fail with
// 503 SERVICE_UNAVAILABLE, so the caller learns the code was not delivered.
import type { Db } from 'mongodb';
import { serviceUnavailable } from '../../kernel/errors.js';
import type { Logger } from 'pino';
import type { Clock } from '../../kernel/clock.js';
import { randomBase62 } from '../../kernel/ids.js';
import { nextSeq } from '../../kernel/sequence.js';
import { COLLECTION, sharedCollection } from '../../store/index.js';

/** What the notifier needs of the services (src/services.ts): it sits below them. */
interface NotifierServices {
  db: Db;
  clock: Clock;
  logger: Logger;
}

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  /** Normalised E.164 phone or lower-cased email. */
  to: string;
  subject: string;
  body: string;
  /** Which surface asked (`biz:<id>` or `link`), kept for the outbox only. */
  scope: string;
  livemode: boolean;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

export interface OutboxDoc extends OutgoingMessage {
  _id: string;
  created_at: Date;
  /** Write order (created_at ties under a test clock). */
  seq: number;
  /** The outbox is a development aid: messages are swept a day after they are written. */
  purge_at: Date;
}

const OUTBOX_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The dev outbox: messages by recipient, not per tenant. */
const outbox = (db: Db) => sharedCollection<OutboxDoc>(db, COLLECTION.outbox);

export class OutboxNotifier implements Notifier {
  constructor(private readonly services: NotifierServices) {}

  async send(message: OutgoingMessage): Promise<void> {
    const now = this.services.clock.now();
    const doc: OutboxDoc = {
      _id: `msg_${randomBase62(20)}`,
      ...message,
      created_at: now,
      seq: nextSeq(),
      purge_at: new Date(now.getTime() + OUTBOX_RETENTION_MS),
    };
    await outbox(this.services.db).insertOne(doc);
    this.services.logger.info(
      { outbox: { channel: message.channel, to: message.to, scope: message.scope } },
      `dev outbox: ${message.body}`,
    );
  }
}

export class WebhookNotifier implements Notifier {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const payload =
      message.channel === 'email'
        ? { to: message.to, subject: message.subject, body: message.body }
        : { to: message.to, body: message.body };
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw serviceUnavailable(`The ${message.channel} gateway could not be reached; the code was not sent`);
    }
    if (!res.ok)
      throw serviceUnavailable(
        `The ${message.channel} gateway refused the message (${res.status}); the code was not sent`,
      );
  }
}

/** Routes each message to its channel's gateway when configured, else to the dev outbox. */
export class ChannelNotifier implements Notifier {
  constructor(private readonly byChannel: Record<Channel, Notifier>) {}
  send(message: OutgoingMessage): Promise<void> {
    return this.byChannel[message.channel].send(message);
  }
}

export function notifierFromEnv(services: NotifierServices, env: NodeJS.ProcessEnv = process.env): Notifier {
  const outbox = new OutboxNotifier(services);
  const token = env.OTP_NOTIFIER_TOKEN || undefined;
  return new ChannelNotifier({
    sms: env.OTP_SMS_WEBHOOK_URL ? new WebhookNotifier(env.OTP_SMS_WEBHOOK_URL, token) : outbox,
    email: env.OTP_EMAIL_WEBHOOK_URL ? new WebhookNotifier(env.OTP_EMAIL_WEBHOOK_URL, token) : outbox,
  });
}

/** The newest outbox message sent to a contact (tests and local development read codes here). */
export async function latestOutboxMessage(db: Db, to: string): Promise<OutboxDoc | null> {
  return outbox(db).findOne({ to }, { sort: { seq: -1 } });
}
