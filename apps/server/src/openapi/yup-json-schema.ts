import { isTextArea } from '@bookshop/validation';

/**
 * JSON Schema for the OpenAPI document, derived from a shared yup form schema's own
 * `describe()`, so the documented body shape cannot drift from the schema that checks it.
 * Only what the shop's schemas use is mapped: strings (length, pattern, e-mail), numbers
 * (integer, bounds), booleans, objects, arrays and `oneOf` lists. A text area's field is marked
 * `x-text-area`, which the hostile-input guard reads to let its line breaks and tabs through.
 */

/** The part of yup's `SchemaDescription` read here (yup is the validation package's, not ours). */
export interface YupDescription {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  label?: string;
  meta?: unknown;
  oneOf?: unknown[];
  tests?: readonly { name?: string; params?: Record<string, unknown> | null }[];
  fields?: Record<string, YupDescription>;
  innerType?: YupDescription;
}

/** Anything with yup's `describe()`: every schema the validation package exports. */
export interface Describable {
  describe(): unknown;
}

/** A JSON Schema object, as much of it as the OpenAPI document needs. */
export type JsonSchema = { [key: string]: unknown };

/** The mark of a text area's field in a documented body (an OpenAPI extension). */
export const TEXT_AREA = 'x-text-area';

function testParam(description: YupDescription, name: string, param: string): unknown {
  return description.tests?.find((t) => t.name === name)?.params?.[param];
}

function hasTest(description: YupDescription, name: string): boolean {
  return description.tests?.some((t) => t.name === name) ?? false;
}

function scalar(description: YupDescription): JsonSchema {
  const out: JsonSchema = {};
  switch (description.type) {
    case 'string': {
      out.type = 'string';
      const max = testParam(description, 'max', 'max');
      const min = testParam(description, 'min', 'min');
      const regex = testParam(description, 'matches', 'regex');
      if (typeof max === 'number') out.maxLength = max;
      if (typeof min === 'number') out.minLength = min;
      if (regex instanceof RegExp) out.pattern = regex.source;
      if (hasTest(description, 'email')) out.format = 'email';
      break;
    }
    case 'number': {
      out.type = hasTest(description, 'integer') ? 'integer' : 'number';
      const max = testParam(description, 'max', 'max');
      const min = testParam(description, 'min', 'min');
      if (typeof max === 'number') out.maximum = max;
      if (typeof min === 'number') out.minimum = min;
      break;
    }
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    default:
      break;
  }
  return out;
}

/** The JSON Schema of one yup description (see the module comment for what is mapped). */
export function jsonSchemaOfDescription(description: YupDescription): JsonSchema {
  let out: JsonSchema;
  if (description.type === 'object' && description.fields) {
    const entries = Object.entries(description.fields);
    out = {
      type: 'object',
      properties: Object.fromEntries(entries.map(([name, field]) => [name, jsonSchemaOfDescription(field)])),
    };
    const required = entries.filter(([, field]) => isRequired(field)).map(([name]) => name);
    if (required.length > 0) out.required = required;
  } else if (description.type === 'array') {
    out = {
      type: 'array',
      ...(description.innerType ? { items: jsonSchemaOfDescription(description.innerType) } : {}),
    };
  } else {
    out = scalar(description);
  }
  const values = (description.oneOf ?? []).filter((value) => value !== undefined && value !== null);
  if (values.length > 0) out.enum = values;
  if (description.label) out.title = description.label;
  if (isTextArea(description)) out[TEXT_AREA] = true;
  if (description.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

/** A field the schema refuses to do without: not optional, or with a `required` test. */
export function isRequired(description: YupDescription): boolean {
  return description.optional === false || hasTest(description, 'required');
}

/** The JSON Schema of a shared yup form schema, for a route's documented body. */
export function jsonSchemaOf(schema: Describable): JsonSchema {
  return jsonSchemaOfDescription(schema.describe() as YupDescription);
}
