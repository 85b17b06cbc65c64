import { types } from 'node:util';
import { Entity } from 'electrodb';
import { db } from '../../functions/data/service';

/**
 * Functions build their entities without ElectroDB's model validation (decision record 0056), so the
 * validation runs here, on every model of the table.
 */
describe('entity models', () => {
  const entities = Object.entries(db.entities);

  it('covers every entity of the table', () => {
    expect(entities.length).toBeGreaterThanOrEqual(15);
  });

  // Every entity file makes its entity through `entity()`: unvalidated, and built only when first used
  // (decision record 0067); the service hands out the built entity itself.
  const modules = Object.entries(
    import.meta.glob<Record<string, unknown>>('../../functions/data/entities/*.ts', { eager: true }),
  ).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => value instanceof Entity)
      .map(([name, value]) => [`${file.replace(/^.*\//, '')} ${name}`, value] as const),
  );

  it('finds the entity of every entity file', () => {
    expect(modules.length).toBe(entities.length);
  });

  it.each(modules)('%s is built on first use, without validation at start', (_name, exported) => {
    expect(types.isProxy(exported)).toBe(true);
  });

  it.each(entities)('db.entities.%s is the built entity, with no indirection per call', (_name, entity) => {
    expect(types.isProxy(entity)).toBe(false);
  });

  it.each(entities)('%s is a valid ElectroDB model', (_name, entity) => {
    expect(() => new Entity(entity.schema)).not.toThrow();
  });

  it('still refuses a broken model when validation runs', () => {
    const [, applicant] = entities.find(([name]) => name === 'applicant')!;
    const broken = {
      ...applicant.schema,
      attributes: { ...applicant.schema.attributes, email: { type: 7 } },
    };
    expect(() => new Entity(broken as never)).toThrow(/Invalid|type/);
  });
});
