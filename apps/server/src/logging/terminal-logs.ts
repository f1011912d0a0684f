import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type pino from 'pino';
import { asyncLogDestination } from './log-destination.js';

/**
 * LOG_FORMAT: `auto` writes readable lines when stdout is a terminal (someone is watching) and
 * JSON lines otherwise (a log collector is reading); `json` and `pretty` choose one always.
 */
export type LogFormat = 'auto' | 'json' | 'pretty';

export const LOG_FORMATS: readonly LogFormat[] = ['auto', 'json', 'pretty'];

/** Reads LOG_FORMAT; unset or empty is `auto`. */
export function parseLogFormat(text: string | undefined): LogFormat {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return 'auto';
  if ((LOG_FORMATS as readonly string[]).includes(value)) return value as LogFormat;
  throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, got "${text}"`);
}

/** Whether this format writes readable lines on this output. */
export function writesPretty(format: LogFormat, isTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

type LoggerOptions = NonNullable<FastifyServerOptions['logger']>;

/**
 * The server's logger settings with pino-pretty as their transport when the lines are for a
 * person: one line per record with the time, level, request id and message, the rest indented
 * below. Redaction, serializers and cut values stay as they are: they run before the transport,
 * whose worker thread does the writing. JSON lines (everything else) keep their settings and go
 * to stdout through the asynchronous destination (log-destination.ts).
 */
export function forOutput(
  options: LoggerOptions,
  format: LogFormat,
  isTerminal = process.stdout.isTTY === true,
  destination: () => pino.DestinationStream = () => asyncLogDestination(),
): LoggerOptions {
  if (typeof options === 'boolean') return options;
  if (!writesPretty(format, isTerminal)) return { ...options, stream: destination() };
  return {
    ...options,
    transport: {
      // Resolved here: the transport's worker thread would look for it from pino's own folder.
      target: createRequire(import.meta.url).resolve('pino-pretty'),
      options: {
        colorize: isTerminal,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,requestId',
        messageFormat: '{if requestId}[{requestId}] {end}{msg}',
        singleLine: false,
      },
    },
  };
}
