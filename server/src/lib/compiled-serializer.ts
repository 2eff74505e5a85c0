import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's response serializer compiled once from its zod schema (through JSON Schema) with
 * fast-json-stringify, for the exam's hottest calls: the default (zod encode, then
 * JSON.stringify) walks every object twice, which was the biggest share of the 108-test list's
 * CPU after the database (bench/README.md, "Issue 17, second pass").
 *
 * The allowlist property holds: every object schema is `additionalProperties: false`, so a
 * field not in the schema is never written (answer keys before submission). What it does not
 * do is zod's type check of the output; the routes' tests cover their shapes instead.
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'throw',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
