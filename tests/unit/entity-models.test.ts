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

  // Built through `entity()`: unvalidated at start, and only when first used (decision record 0067).
  it.each(entities)('%s is built on first use, without validation at start', (_name, entity) => {
    expect(types.isProxy(entity)).toBe(true);
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
