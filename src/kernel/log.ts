// The process's logger. JSON lines (pino) for log collectors; on a terminal (or LOG_FORMAT=pretty) one readable
// line per entry instead, so what a developer watches is never raw JSON interleaved with prose. Both write
// synchronously: a crash loses no line, and lines from the banner and the logs cannot cross.
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
  if (!isPretty(config)) return pino({ level: config.logLevel });
  return pino(
    { level: config.logLevel },
    pretty({
      sync: true,
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      // Entries whose message says it all keep their fields for the JSON form only.
      ignore: `pid,hostname,${ACCESS_FIELDS},livemode,created`,
    }),
  );
}
