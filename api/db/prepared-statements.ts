// Drizzle sends every query as an unnamed statement (postgres.js `unsafe` without `prepare`, PGlite's
// `query` an unnamed Parse), so the database plans each one afresh. Planning is most of the cost of
// the API's reads: a fair with its industry, places, venue and organiser is an 8-table join that
// took 5 to 27 ms to plan on PostgreSQL against under 1 ms to run, at 20,000 fairs. As named
// prepared statements, PostgreSQL's plan cache plans them a few times with the values and then,
// where the generic plan costs no more, not again (plan_cache_mode auto).
//
// PostgreSQL (postgres.js): a text is prepared from its second use on, per connection. Texts used
// once are never prepared, so the statements a connection keeps are those the API repeats;
// postgres.js ends a connection after 30 to 60 minutes, which frees them. Nor are texts with a
// list of more than `preparedListLimit` values (Drizzle's `in ($1, ..., $n)`): each size is a
// text of its own and one plan serves a whole batch anyway. After a mixed load each backend kept
// 37-40 MB with every list prepared, 30-32 MB without the long ones, 3.2 MB with nothing prepared
// (docs/architecture.md "Prepared statements").
// PGlite (one session): the last `pgliteStatementLimit` texts are kept as named statements; the
// one used least recently is closed when another is needed. Long lists run unnamed there too.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { Sql } from 'postgres';

/** How many texts the PostgreSQL side remembers to tell a repeated one from a new one. */
export const seenTextLimit = 2000;
/** Lists of up to this many values are prepared; a text with a longer one is not. */
export const preparedListLimit = 16;
const longList = new RegExp(`\\((?:\\$\\d+, ){${String(preparedListLimit)},}\\$\\d+\\)`);

/** Whether a text is worth preparing: it has no list longer than preparedListLimit values. */
export function preparable(text: string): boolean {
  return !longList.test(text);
}

/** How many named statements PGlite keeps. */
export const pgliteStatementLimit = 256;

/** A set of the most recently used keys, at most `limit` of them. */
function recentKeys(limit: number): { touch: (key: string) => boolean } {
  const seen = new Map<string, true>();
  return {
    /** Records the key; answers whether it was there already. */
    touch(key) {
      const known = seen.delete(key);
      seen.set(key, true);
      if (seen.size > limit) {
        const oldest = seen.keys().next();
        if (oldest.done !== true) seen.delete(oldest.value);
      }
      return known;
    },
  };
}

type Unsafe = Sql['unsafe'];

/**
 * The postgres.js client, with every statement Drizzle sends (also inside transactions and
 * savepoints) prepared from its second use on.
 */
export function preparingPostgres(client: Sql): Sql {
  const seen = recentKeys(seenTextLimit);
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof value !== 'function') return value;
        if (key === 'unsafe') {
          const unsafe = value as Unsafe;
          return ((text: string, parameters?: never, options?: { prepare?: boolean }) =>
            unsafe.call(object, text, parameters, {
              ...options,
              prepare: options?.prepare === true || (seen.touch(text) && preparable(text)),
            })) as Unsafe;
        }
        if (key === 'begin' || key === 'savepoint') {
          // The transaction's own client runs its statements: it is wrapped the same way.
          const open = value as (...args: unknown[]) => unknown;
          return (...args: unknown[]) =>
            open.apply(
              object,
              args.map((arg) =>
                typeof arg === 'function'
                  ? (inner: object) => (arg as (client: object) => unknown)(wrap(inner))
                  : arg,
              ),
            );
        }
        return value;
      },
    });
  return wrap(client);
}

interface Statement {
  name: string;
  parameterTypes: number[];
}

/** The PGlite instance, whose queries (also inside transactions) run as named statements. */
export function preparingPglite(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const quiet = { syncToFs: false } as const;

  /**
   * The named statement of a text, parsed now if it is not kept; the least used one closed past
   * the limit. A text with a long list runs as the unnamed statement (as PGlite's own query).
   */
  async function statementOf(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const kept = statements.get(text);
    if (kept !== undefined) {
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const named = preparable(text);
    counter += 1;
    const name = named ? `drizzle_${String(counter)}` : '';
    await client.execProtocol(
      protocol.serialize.parse({ name, text, ...(options?.paramTypes && { types: options.paramTypes }) }),
      quiet,
    );
    const described = await client.execProtocol(protocol.serialize.describe({ type: 'S', name }), quiet);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described.messages) };
    if (!named) return statement;
    statements.set(text, statement);
    if (statements.size > pgliteStatementLimit) {
      const [oldestText, oldest] = statements.entries().next().value ?? [];
      if (oldestText !== undefined && oldest !== undefined) {
        statements.delete(oldestText);
        await client.execProtocol(protocol.serialize.close({ type: 'S', name: oldest.name }), quiet);
      }
    }
    return statement;
  }

  /**
   * Bind, describe and execute the text's named statement; Sync always ends the exchange. A text
   * that fails to parse is not kept; one that fails to run stays (the error was in its values).
   */
  async function run<T>(text: string, parameters: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const messages: Parameters<typeof parse.parseResults>[0] = [];
    // One message per row: appended one by one (push(...rows) overflows past ~120,000 rows).
    const take = (answer: { messages: typeof messages }): void => {
      for (const message of answer.messages) messages.push(message);
    };
    try {
      const statement = await statementOf(text, options);
      const values = parameters.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.parameterTypes[index];
        const serialize =
          type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
        if (serialize !== undefined) return serialize(value);
        // As PGlite's own query: text as it is, numbers and booleans spelled out, objects as JSON.
        if (typeof value === 'string') return value;
        if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
          return value.toString();
        return JSON.stringify(value);
      });
      for (const message of [
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ])
        take(await client.execProtocol(message, quiet));
    } finally {
      take(await client.execProtocol(protocol.serialize.sync(), quiet));
    }
    const [result] = parse.parseResults(messages, client.parsers, options);
    if (result === undefined) throw new Error('PGlite answered no result');
    return result as Results<T>;
  }

  const transactionOf = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(object, key, receiver) {
        if (key === 'query')
          return <T>(text: string, parameters: unknown[] = [], options?: QueryOptions) => {
            if (object.closed) throw new Error('Transaction is closed');
            return client._runExclusiveQuery(() => run<T>(text, parameters, options));
          };
        return Reflect.get(object, key, receiver) as unknown;
      },
    });

  return new Proxy(client, {
    get(object, key, receiver) {
      if (key === 'query')
        return async <T>(text: string, parameters: unknown[] = [], options?: QueryOptions) => {
          await object._checkReady();
          return object._runExclusiveTransaction(async () => {
            const result = await object._runExclusiveQuery(() => run<T>(text, parameters, options));
            await object.syncToFs();
            return result;
          });
        };
      if (key === 'transaction')
        return <T>(body: (tx: Transaction) => Promise<T>) =>
          object.transaction((tx) => body(transactionOf(tx)));
      const value: unknown = Reflect.get(object, key, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
