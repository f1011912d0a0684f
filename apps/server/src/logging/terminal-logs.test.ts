import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { forOutput, parseLogFormat, writesPretty } from './terminal-logs.js';

describe('LOG_FORMAT', () => {
  it('is auto when unset or empty, and one of auto, json, pretty otherwise', () => {
    expect(parseLogFormat(undefined)).toBe('auto');
    expect(parseLogFormat('')).toBe('auto');
    expect(parseLogFormat('JSON')).toBe('json');
    expect(parseLogFormat('pretty')).toBe('pretty');
    expect(() => parseLogFormat('colour')).toThrow(
      'LOG_FORMAT must be one of auto, json, pretty, got "colour"',
    );
  });

  it('auto writes readable lines on a terminal and JSON lines anywhere else', () => {
    expect(writesPretty('auto', true)).toBe(true);
    expect(writesPretty('auto', false)).toBe(false);
    expect(writesPretty('json', true)).toBe(false);
    expect(writesPretty('pretty', false)).toBe(true);
  });

  it('writes JSON lines through the asynchronous destination with the settings otherwise unchanged, and puts pino-pretty in front of the same settings on a terminal', () => {
    const settings = { level: 'info', redact: ['password'] };
    const destination = new PassThrough();
    expect(forOutput(settings, 'auto', false, () => destination)).toEqual({
      ...settings,
      stream: destination,
    });
    const pretty = forOutput(settings, 'auto', true, () => destination) as typeof settings & {
      transport: { target: string; options: { colorize: boolean } };
      stream?: unknown;
    };
    expect(pretty.redact).toEqual(['password']);
    expect(pretty.transport.target).toMatch(/pino-pretty/);
    expect(pretty.transport.options.colorize).toBe(true);
    expect(pretty.stream).toBeUndefined();
    expect(forOutput(false, 'pretty', true)).toBe(false);
  });
});
