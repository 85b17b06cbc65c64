/**
 * The arithmetic of the cold-start figures (`cold-start.ts`): medians of interleaved runs, the
 * libraries-only floor and the function's own cost above it, each against the empty import.
 */

/**
 * The product's own import cost, in CPU ms above the function's libraries-only floor, may be at most this
 * many times the CPU ms of importing an empty ESM module (issue "One place for each rule", decision record
 * docs/decisions/0128-cold-start-floor-and-own-cost.md).
 */
export const OWN_COST_BUDGET = 0.5;

/** Median of a non-empty list (the upper middle one for an even count). */
export function median(xs: readonly number[]): number {
  if (!xs.length) throw new Error('median of no samples');
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

/** CPU ms of each interleaved round: the empty module, the function's floor and the function. */
export interface RoundSamples {
  empty: number[];
  floor: number[];
  bundle: number[];
}

/** A function's figures; ratios are to the empty import's median. */
export interface ColdStartFigures {
  emptyMs: number;
  floorMs: number;
  bundleMs: number;
  /** Median over rounds of (function − floor) in the same round. */
  ownMs: number;
  floorRatio: number;
  ownRatio: number;
  /** `ownRatio` ≤ {@link OWN_COST_BUDGET}. */
  ok: boolean;
}

/**
 * Floor and own cost of one function. The own cost is the median of the per-round differences between
 * the function and its floor (each round imports both next to each other, so a busy moment of the machine
 * weighs on both), never less than zero.
 * @throws Error when the rounds have different lengths.
 */
export function coldStartFigures(s: RoundSamples, budget = OWN_COST_BUDGET): ColdStartFigures {
  if (s.floor.length !== s.bundle.length || s.empty.length !== s.bundle.length)
    throw new Error('cold-start rounds differ in length');
  const emptyMs = median(s.empty);
  const ownMs = Math.max(0, median(s.bundle.map((ms, i) => ms - s.floor[i]!)));
  const floorMs = median(s.floor);
  return {
    emptyMs,
    floorMs,
    bundleMs: median(s.bundle),
    ownMs,
    floorRatio: floorMs / emptyMs,
    ownRatio: ownMs / emptyMs,
    ok: ownMs / emptyMs <= budget,
  };
}

/**
 * The package a bundled file belongs to (`@scope/name` or `name`, the innermost `node_modules`), or
 * `(own code)` outside `node_modules`.
 */
export function packageOf(path: string): string {
  const all = [...path.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  return all.length ? all[all.length - 1]![1]! : '(own code)';
}
