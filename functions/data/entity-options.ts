import { Entity, type Schema } from 'electrodb';

/** Key under which an entity made by {@link entity} hands out the built entity (see {@link builtEntity}). */
const BUILT = Symbol('built entity');

/**
 * Builds an entity of the table without validating its model against ElectroDB's JSON schema when a
 * function starts (that was a third of a cold start): the models never change at run time and
 * `tests/unit/entity-models.test.ts` validates each one. The `validateModel` option comes from
 * `patches/electrodb+3.9.3.patch` (docs/decisions/0056-electrodb-models-validated-in-tests.md).
 *
 * The entity is built when it is first used, not when its module loads: a function builds only the
 * entities its requests touch, once per process (docs/decisions/0067-entities-built-on-first-use.md).
 * What is returned behaves as the entity itself (every property and method is the built entity's).
 */
export function entity<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  model: S,
): Entity<A, F, C, S> {
  let built: Entity<A, F, C, S> | undefined;
  const real = () => (built ??= new Entity(model, { validateModel: false }));
  return new Proxy(Object.create(Entity.prototype) as Entity<A, F, C, S>, {
    get: (_target, key) => (key === BUILT ? real() : Reflect.get(real(), key)),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
  });
}

/**
 * The entity behind one made by {@link entity}, built now if it was not yet: the service hands this out,
 * so requests call ElectroDB directly, without the first-use indirection.
 */
export function builtEntity<E extends object>(entity: E): E {
  return ((entity as Record<symbol, unknown>)[BUILT] as E | undefined) ?? entity;
}
