// The fields the bad-input sweep breaks, read from an endpoint's request schema: a limit changed in
// the contract is the limit the sweep tests, with no second copy of it here.
import { EMAIL_PATTERN } from '@shared/schemas/email';
import { isIsoTimestamp } from '@shared/schemas/interviews';
import type { z } from '@shared/schemas/zod';
import type { FieldKind, FieldSpec } from './bad-input';

// zod v4 keeps what a schema checks in its definition: its type, the schemas it wraps, an object's
// shape, a record's key and value schemas, and a string's checks (max length, regex patterns,
// formats such as email or url, and refinements with the function they call).
interface CheckDef {
  check?: string;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
  fn?: unknown;
}
interface Check {
  _zod: { def: CheckDef };
}
interface Schema {
  _zod: {
    def: {
      type: string;
      format?: string;
      pattern?: RegExp;
      checks?: Check[];
      innerType?: Schema;
      in?: Schema;
      out?: Schema;
      shape?: Record<string, Schema>;
      keyType?: Schema;
      valueType?: Schema;
    };
    optin?: 'optional';
  };
}

/** Wrappers that accept what their inner schema accepts (plus absent or null). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** An id is a run of base64url characters of bounded length (document, question, captcha ids). */
const ID_PATTERN_SHAPE = /^\^\[A-Za-z0-9_-\]\{\d+(,\d+)?\}\$$/;

/** The schema a caller's value is checked against: wrappers and transforms taken off. */
function inputSchema(schema: Schema): Schema {
  const { def } = schema._zod;
  if (WRAPPERS.has(def.type) && def.innerType) return inputSchema(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    // z.preprocess(fn, schema) is a transform piped into the schema that checks the value;
    // schema.transform(fn) is the checking schema piped into a transform.
    return inputSchema(def.in._zod.def.type === 'transform' ? def.out : def.in);
  }
  return schema;
}

function stringSpec(def: Schema['_zod']['def']): FieldSpec {
  // A format schema (z.email(), z.url(), z.iso.datetime()) carries its format on itself too.
  const checks: CheckDef[] = [def, ...(def.checks ?? []).map((check) => check._zod.def)];
  const formats = checks.map((check) => check.format);
  const patterns = checks.flatMap((check) => (check.pattern ? [check.pattern] : []));
  const maxima = checks.flatMap((check) =>
    check.check === 'max_length' && check.maximum !== undefined ? [check.maximum] : [],
  );
  if (formats.includes('email') || patterns.includes(EMAIL_PATTERN)) return { kind: 'email' };
  // An ISO timestamp checked by a refinement (the schedule's date) has no format: its function says.
  const refinements = checks.flatMap((check) => (check.check === 'custom' ? [check.fn] : []));
  if (formats.includes('datetime') || refinements.includes(isIsoTimestamp))
    return { kind: 'datetime' };
  if (formats.includes('url')) return { kind: 'url' };
  if (patterns.length > 0 && patterns.every((p) => ID_PATTERN_SHAPE.test(p.source)))
    return { kind: 'id' };
  return maxima.length ? { kind: 'text', max: Math.min(...maxima) } : { kind: 'text' };
}

const KINDS: Record<string, FieldKind> = {
  enum: 'enum',
  literal: 'enum',
  boolean: 'enum',
  number: 'int',
  int: 'int',
  array: 'list',
};

/** May a caller leave the field out: optional, nullish, defaulted, or preprocessed from absent? */
function isOptional(schema: Schema): boolean {
  const { def, optin } = schema._zod;
  if (optin === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  return WRAPPERS.has(def.type) && !!def.innerType && isOptional(def.innerType);
}

/** What one field holds, for the generator; a field of any other shape is an error here. */
function fieldSpec(field: z.ZodType): FieldSpec {
  const schema = inputSchema(field as unknown as Schema);
  const { def } = schema._zod;
  if (def.type === 'string') return stringSpec(def);
  if (def.type === 'record' && def.keyType && def.valueType)
    return {
      kind: 'record',
      key: fieldSpec(def.keyType as unknown as z.ZodType),
      value: fieldSpec(def.valueType as unknown as z.ZodType),
    };
  const kind = KINDS[def.type];
  if (!kind) throw new Error(`No bad-input kind for a ${def.type} field`);
  return { kind };
}

/**
 * The fields of a request schema the sweep breaks: every field a caller must send (one the schema
 * accepts absent, by `.optional()`, `.nullish()` or a default, is left out), or the named ones.
 */
export function fieldSpecs(
  request: z.ZodType,
  fields?: readonly string[],
): Record<string, FieldSpec> {
  const object = inputSchema(request as unknown as Schema);
  const shape = object._zod.def.shape;
  if (!shape) throw new Error(`A request schema is an object, not a ${object._zod.def.type}`);
  const names = fields ?? Object.keys(shape).filter((name) => !isOptional(shape[name]));
  return Object.fromEntries(
    names.map((name) => {
      if (!shape[name]) throw new Error(`The request has no field ${name}`);
      return [name, fieldSpec(shape[name] as unknown as z.ZodType)];
    }),
  );
}
