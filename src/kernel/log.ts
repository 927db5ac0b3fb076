// The process's logger. JSON lines (pino) for log collectors; on a terminal (or LOG_FORMAT=pretty) one readable
// line per entry instead, so what a developer watches is never raw JSON interleaved with prose. Pretty lines are
// written synchronously, so they cannot cross the banner; JSON lines go through a 4 KB buffer (every request
// writes an access line: written one by one they cost a fifth of the cheapest route's throughput), which pino
// flushes when the process exits, and at least every second (src/main.ts).
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.js';

export type { Logger };

/** Fields of the access-log entry (src/http/access-log.ts), shown as its message in pretty mode. */
const ACCESS_FIELDS = 'req_id,method,path,status,ms';

export function isPretty(config: Pick<Config, 'logFormat'>, stream: { isTTY?: boolean } = process.stdout): boolean {
  return config.logFormat === 'pretty' || (config.logFormat === 'auto' && stream.isTTY === true);
}

export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  if (!isPretty(config)) return pino({ level: config.logLevel }, pino.destination({ sync: false, minLength: 4096 }));
  return pino(
    { level: config.logLevel },
    pretty({
      sync: true,
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      // Access entries read as one line (messageFormat below); their fields stay in the JSON form only.
      ignore: `pid,hostname,${ACCESS_FIELDS}`,
      // An access entry reads as one line: `GET /api/v1/cart 200 1.4 ms req_…` (499: the client went away first).
      /* eslint-disable @typescript-eslint/no-base-to-string -- these fields are strings and numbers */
      messageFormat: (log, messageKey) =>
        log.req_id !== undefined && log.status !== undefined
          ? `${log.method} ${log.path} ${log.status} ${log.ms} ms ${log.req_id}${log.status === 499 ? ' (client closed)' : ''}`
          : String(log[messageKey] ?? ''),
      /* eslint-enable @typescript-eslint/no-base-to-string */
    }),
  );
}
