/**
 * Runtime shapes of the domain's wire types, for checking real replies in tests. A shape is
 * written with `shape<T>()`, whose fields must be exactly the keys of the domain type T (a
 * missing or extra key fails typecheck), so the runtime check cannot drift from the contract.
 */

/** What one field holds: a primitive (or several, `'string|null'`), a nested shape or a list. */
export type Kind = string | Shape | ListOf;

export interface Shape {
  kind: 'shape';
  fields: Record<string, Kind>;
}

export interface ListOf {
  kind: 'list';
  item: Kind;
}

/** A shape for the domain type T: every key of T, no other. */
export function shape<T>(fields: { [K in keyof T]-?: Kind }): Shape {
  return { kind: 'shape', fields: fields as Record<string, Kind> };
}

/** A list whose every item has the given kind. */
export function listOf(item: Kind): ListOf {
  return { kind: 'list', item };
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Every place where `value` differs from `kind`, as `path: expected, got`; empty when it fits. */
export function mismatches(value: unknown, kind: Kind, path = '$'): string[] {
  if (typeof kind === 'string') {
    const allowed = kind.split('|');
    return allowed.includes('unknown') || allowed.includes(typeName(value))
      ? []
      : [`${path}: expected ${kind}, got ${typeName(value)}`];
  }
  if (kind.kind === 'list') {
    if (!Array.isArray(value)) return [`${path}: expected a list, got ${typeName(value)}`];
    return value.flatMap((item, i) => mismatches(item, kind.item, `${path}[${i}]`));
  }
  if (typeName(value) !== 'object') return [`${path}: expected an object, got ${typeName(value)}`];
  const record = value as Record<string, unknown>;
  const extra = Object.keys(record)
    .filter((key) => !(key in kind.fields))
    .map((key) => `${path}.${key}: not in the contract`);
  return [
    ...extra,
    ...Object.entries(kind.fields).flatMap(([key, field]) => {
      if (!(key in record)) {
        return typeof field === 'string' && field.split('|').includes('undefined')
          ? []
          : [`${path}.${key}: missing`];
      }
      return mismatches(record[key], field, `${path}.${key}`);
    }),
  ];
}
