/**
 * Agreement of a scorer with the labelled set: pairwise ordering accuracy within each question and
 * Spearman's rank correlation over every answer.
 */

/** Ranks (1-based, ties share their mean rank). */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end++;
    for (let k = start; k <= end; k++) result[order[k]!.i] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** Spearman's rho: Pearson's correlation of the ranks (ties ranked by their mean). NaN for constant input. */
export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < ra.length; i++) {
    cov += (ra[i]! - ma) * (rb[i]! - mb);
    va += (ra[i]! - ma) ** 2;
    vb += (rb[i]! - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}

/**
 * Share of answer pairs of the same question with different labels that the scorer puts in the same
 * order (a tie in scores counts as half right).
 */
export function orderingAccuracy(groups: { label: number; score: number }[][]): number {
  let pairs = 0;
  let right = 0;
  for (const group of groups) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i]!;
        const b = group[j]!;
        if (a.label === b.label) continue;
        pairs++;
        const expected = Math.sign(a.label - b.label);
        const got = Math.sign(a.score - b.score);
        right += got === expected ? 1 : got === 0 ? 0.5 : 0;
      }
    }
  }
  return pairs ? right / pairs : 1;
}
