/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for tests: every line
 * must be a HELP, a TYPE, a comment or a sample; every sample must belong to a family whose TYPE
 * came before it; names, labels, escapes and values must be well formed; no series twice. Any
 * departure throws, naming the line, so a scrape that Prometheus would refuse fails the test.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/**
 * A sample's value as Prometheus reads it (Go's ParseFloat): a decimal number, or NaN and the
 * infinities in any letter case (prom-client writes NaN as `Nan`).
 */
function parseValue(text: string, where: string): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  if (/^\+?inf(inity)?$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`${where}: bad value "${text}"`);
  return Number(text);
}

/** Reads `{a="1",b="x\"y"}` from `text` at `start` (the `{`); returns the labels and the index after `}`. */
function parseLabels(text: string, start: number, where: string): [Record<string, string>, number] {
  const labels: Record<string, string> = {};
  let i = start + 1;
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`${where}: label without '='`);
    const name = text.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`${where}: bad label name "${name}"`);
    if (name in labels) throw new Error(`${where}: label "${name}" twice`);
    if (text[eq + 1] !== '"') throw new Error(`${where}: label value not quoted`);
    let value = '';
    let j = eq + 2;
    for (;;) {
      const c = text[j];
      if (c === undefined) throw new Error(`${where}: unterminated label value`);
      if (c === '"') break;
      if (c === '\\') {
        const next = text[j + 1];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`${where}: bad escape "\\${next}"`);
        j += 2;
        continue;
      }
      if (c === '\n') throw new Error(`${where}: line break in a label value`);
      value += c;
      j += 1;
    }
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i += 1;
    else if (text[i] !== '}') throw new Error(`${where}: expected ',' or '}' after a label`);
  }
  return [labels, i + 1];
}

/** The family a sample name belongs to: itself, or a histogram's or summary's base name. */
function familyOf(name: string, families: Map<string, MetricFamily>): MetricFamily | undefined {
  const own = families.get(name);
  if (own) return own;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const base = families.get(name.slice(0, -suffix.length));
    if (!base) continue;
    if (base.type === 'histogram' || (base.type === 'summary' && suffix !== '_bucket')) return base;
  }
  return undefined;
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const seen = new Set<string>();
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('the exposition must end with a line break');
  lines.forEach((line, index) => {
    const where = `line ${index + 1} (${line.slice(0, 80)})`;
    if (line === '') return;
    if (line.startsWith('#')) {
      const help = /^# HELP (\S+) (.*)$/.exec(line);
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (help) {
        const [, name = '', doc = ''] = help;
        if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name`);
        const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
        family.help = doc;
        families.set(name, family);
      } else if (type) {
        const [, name = '', kind = ''] = type;
        if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name`);
        if (!TYPES.has(kind as MetricType)) throw new Error(`${where}: unknown type "${kind}"`);
        const family = families.get(name);
        if (family && family.samples.length > 0) throw new Error(`${where}: TYPE after samples`);
        families.set(name, { name, type: kind as MetricType, help: family?.help ?? '', samples: [] });
      }
      return;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`${where}: not a sample`);
    const name = line.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name "${name}"`);
    let labels: Record<string, string> = {};
    let rest = nameEnd;
    if (line[nameEnd] === '{') [labels, rest] = parseLabels(line, nameEnd, where);
    const parts = line.slice(rest).trim().split(' ');
    if (line[rest] !== ' ' || parts.length < 1 || parts.length > 2) throw new Error(`${where}: bad sample`);
    const value = parseValue(parts[0] ?? '', where);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`${where}: bad timestamp`);
    const family = familyOf(name, families);
    if (!family || family.type === 'untyped') throw new Error(`${where}: sample before its TYPE`);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) throw new Error(`${where}: series twice`);
    seen.add(key);
    family.samples.push({ name, labels, value });
  });
  return families;
}

/** The value of the one sample with this name whose labels include `labels`; throws when not exactly one. */
export function sampleValue(
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): number {
  const matches = [...families.values()]
    .flatMap((family) => family.samples)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (matches.length !== 1) {
    throw new Error(`expected one ${name}${JSON.stringify(labels)} sample, found ${matches.length}`);
  }
  return (matches[0] as Sample).value;
}
