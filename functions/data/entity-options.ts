import { Entity, type Schema } from 'electrodb';

/**
 * Builds an entity of the table without validating its model against ElectroDB's JSON schema when a
 * function starts (that was a third of a cold start): the models never change at run time and
 * `tests/unit/entity-models.test.ts` validates each one. The `validateModel` option comes from
 * `patches/electrodb+3.9.3.patch` (docs/decisions/0056-electrodb-models-validated-in-tests.md).
 */
export function entity<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  model: S,
): Entity<A, F, C, S> {
  return new Entity(model, { validateModel: false });
}
