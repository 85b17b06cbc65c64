/**
 * Cell suppression for tables of people (docs/compliance.md#disclosure-control): primary suppression by a
 * threshold rule, and complementary (secondary) suppression so that no withheld cell can be worked out by
 * subtracting the shown ones from a total the reader knows. The method is the one of the Federal
 * Committee on Statistical Methodology, "Report on Statistical Disclosure Limitation Methodology",
 * Statistical Policy Working Paper 22 (2nd version, 2005), ch. 4 (threshold rule; complementary
 * suppression so each suppressed cell has a partner in every relation it is part of), also described in
 * Hundepool et al., "Statistical Disclosure Control" (Eurostat / Wiley, 2012), § 4.4.
 */

/** One cell of a table: `n` people, `s` of them with the outcome (selected), `n − s` without. */
export interface TableCell {
  n: number;
  s: number;
  /** The count is published at all (false: a cell only implied, e.g. men who declined race). */
  counted: boolean;
  /** A rate (`s / n`) is published for it. */
  rated: boolean;
}

/**
 * A relation the reader knows: `total` equals the sum of `parts`. `total` names a cell, or is null for a
 * figure the reader always knows (the report's number of applicants; the people a manager advanced).
 */
export interface Relation {
  total: string | null;
  parts: readonly string[];
}

/** What is withheld: cells whose count is withheld, and cells whose rate is (a superset). */
export interface Suppression {
  count: Set<string>;
  rate: Set<string>;
}

/**
 * The cells a reader can work out: those shown, then, until nothing changes, the one unknown part of a
 * relation whose total is known, every unknown part when they must add up to 0 (no one is negative), and
 * the total of a relation whose parts are all known.
 */
function derivable(
  cells: ReadonlyMap<string, TableCell>,
  relations: readonly Relation[],
  hidden: Set<string>,
  value: (k: string) => number,
) {
  const known = new Set([...cells.keys()].filter((k) => !hidden.has(k)));
  let changed = true;
  while (changed) {
    changed = false;
    for (const { total, parts } of relations) {
      const totalKnown = total === null || known.has(total);
      const unknown = parts.filter((p) => !known.has(p));
      if (totalKnown && unknown.length > 0 && (unknown.length === 1 || unknown.every((p) => value(p) === 0)))
        for (const p of unknown) known.add(p);
      else if (!totalKnown && unknown.length === 0) known.add(total!);
      else continue;
      changed = true;
    }
  }
  return known;
}

/**
 * How much of what is withheld a reader can still learn: each withheld cell they can work out that holds
 * 1 to `threshold` − 1 people, and each relation whose total they know where the parts they cannot work
 * out add up to 1 to `threshold` − 1.
 */
function exposures(
  cells: ReadonlyMap<string, TableCell>,
  relations: readonly Relation[],
  hidden: Set<string>,
  value: (k: string) => number,
  threshold: number,
): number {
  const known = derivable(cells, relations, hidden, value);
  const small = (v: number) => v > 0 && v < threshold;
  let found = [...hidden].filter((k) => known.has(k) && small(value(k))).length;
  for (const { total, parts } of relations) {
    if (total !== null && !known.has(total)) continue;
    if (small(parts.filter((p) => !known.has(p)).reduce((a, p) => a + value(p), 0))) found++;
  }
  return found;
}

/**
 * Which cells to withhold, with `threshold` people as the smallest group a reader may learn of:
 * - primary: a count under `threshold` (zero included); a rate whose numerator `s` or complement `n − s`
 *   is under `threshold`, or whose count is withheld;
 * - complementary: while a reader can still work out a withheld cell of 1 to `threshold` − 1 people, or
 *   such a sum of withheld cells ({@link exposures}: subtraction along every relation, repeatedly, and
 *   parts that must be 0), the shown cell whose withholding leaves the least of that is withheld too
 *   (on a tie, the smallest, non-empty ones first). Counts are checked on `n`, rates on both `s` and
 *   `n − s` (a manager knows whom they advanced, so the number advanced is a known total).
 * @param initial - cells withheld from the start (e.g. those a linked table withholds).
 */
export function suppress(
  cells: ReadonlyMap<string, TableCell>,
  relations: readonly Relation[],
  threshold: number,
  initial: Suppression = { count: new Set(), rate: new Set() },
): Suppression {
  const count = new Set(initial.count);
  const rate = new Set(initial.rate);
  for (const [key, c] of cells) {
    if (!c.counted || c.n < threshold) count.add(key);
    if (!c.rated || c.s < threshold || c.n - c.s < threshold) rate.add(key);
  }
  const dimensions: [Set<string>, (c: TableCell) => number][] = [
    [count, (c) => c.n],
    [rate, (c) => c.s],
    [rate, (c) => c.n - c.s],
  ];
  let changed = true;
  while (changed) {
    changed = false;
    for (const k of count)
      if (!rate.has(k)) {
        rate.add(k);
        changed = true;
      }
    for (const [hidden, of] of dimensions) {
      const value = (k: string) => of(cells.get(k)!);
      const exposed = (h: Set<string>) => exposures(cells, relations, h, value, threshold);
      while (exposed(hidden) > 0) {
        const ranked = [...cells.keys()]
          .filter((k) => !hidden.has(k))
          .map((k) => ({ k, left: exposed(new Set([...hidden, k])), v: value(k) }))
          .sort((a, b) => a.left - b.left || (a.v === 0 ? 1 : 0) - (b.v === 0 ? 1 : 0) || a.v - b.v);
        if (!ranked.length) break;
        hidden.add(ranked[0]!.k);
        changed = true;
      }
    }
  }
  return { count, rate };
}
