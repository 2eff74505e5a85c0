import pg from 'pg';

/** Statements one connection keeps prepared; past it, new texts run unnamed as before. */
export const MAX_PREPARED_PER_CONNECTION = 500;
/** Longer texts (bulk inserts, one-off imports) are not worth a slot on the server. */
const MAX_PREPARED_TEXT = 8000;

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown[] };

/**
 * A pg client that prepares every parameterized statement once per connection, as postgres.js
 * does by default: PostgreSQL then skips parsing and, once its generic plan proves as good,
 * planning. Measured on the exam's resume call, parse and plan were 0.3 of its 0.5 ms of
 * statement time (bench/README.md, "Issue 17, second pass").
 *
 * Only statements that already used the extended protocol (they carry values) get a name, so
 * parameterless and multi-command texts (migrations, restore scripts) behave as before.
 */
export class PreparingClient extends pg.Client {
  private readonly statementNames = new Map<string, string>();

  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfigLike | string, unknown[] | undefined];
    if (
      typeof config === 'object' &&
      config !== null &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      ((values?.length ?? 0) > 0 || (config.values?.length ?? 0) > 0)
    ) {
      const name = this.nameOf(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  private nameOf(text: string): string | undefined {
    const known = this.statementNames.get(text);
    if (known || text.length > MAX_PREPARED_TEXT) return known;
    if (this.statementNames.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    const name = `crimreview_${this.statementNames.size + 1}`;
    this.statementNames.set(text, name);
    return name;
  }
}
