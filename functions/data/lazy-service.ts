import { createGetTransaction, createWriteTransaction, type Entity, type Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { builtEntity } from './entity-options';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;

/** Where the entities of {@link lazyService} read and write. */
export interface LazyServiceConfig {
  /** The document client every entity sends its commands with. */
  client: DynamoDBDocumentClient;
  /** The one table's name. */
  table: string;
}

/** What the product uses of an ElectroDB `Service`: its entities and transactions (no collections). */
export type TableService<E extends Record<string, AnyEntity>> = Pick<Service<E>, 'entities' | 'transaction'>;

/**
 * The table's entities, each set up (table, client) the first time it is read from `entities`, so a
 * function pays only for the entities its requests use (docs/decisions/0067-entities-built-on-first-use.md).
 * `db.entities.<name>` and `db.transaction` work as on an ElectroDB `Service` of the same entities (the
 * transactions are ElectroDB's own `createWriteTransaction`/`createGetTransaction`); a transaction sets up
 * every entity the first time it reads a result, because ElectroDB matches each returned item against all
 * of them.
 * @param entities - every entity of the table by name (from `entity()` of `entity-options.ts`).
 */
export function lazyService<E extends Record<string, AnyEntity>>(
  entities: E,
  config: LazyServiceConfig,
): TableService<E> {
  const ready = {} as E;
  for (const [name, entity] of Object.entries(entities)) {
    Object.defineProperty(ready, name, {
      enumerable: true,
      configurable: true,
      get() {
        const built = builtEntity(entity);
        built.setTableName(config.table);
        built.setClient(config.client);
        Object.defineProperty(ready, name, { enumerable: true, value: built });
        return built;
      },
    });
  }
  return {
    entities: ready,
    transaction: {
      write: (fn) => createWriteTransaction(ready, fn),
      get: (fn) => createGetTransaction(ready, fn),
    },
  };
}
