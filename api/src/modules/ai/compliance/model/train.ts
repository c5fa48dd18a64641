import type { LinearModel } from './model';

export interface Example<C extends string = string> {
  features: readonly string[];
  label: C;
}

export interface TrainOptions {
  /** Full passes over the corpus. */
  iterations: number;
  rate: number;
  /** L2 penalty on every weight, per example: rare words cannot grow large on a few replies. */
  l2: number;
  /** Features seen in fewer examples are dropped. */
  minCount: number;
}

export const TRAIN_DEFAULTS: TrainOptions = { iterations: 300, rate: 0.05, l2: 1e-5, minCount: 1 };

const BETA1 = 0.9;
const BETA2 = 0.999;

/**
 * Softmax regression with an L2 penalty, fitted by full-batch Adam: every step sees the whole
 * corpus, so the same corpus always gives the same weights.
 */
export function train<C extends string>(classes: readonly C[], examples: readonly Example<C>[], options: TrainOptions = TRAIN_DEFAULTS): LinearModel<C> {
  const K = classes.length;
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of new Set(e.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, n]) => n >= options.minCount).map(([f]) => f).sort();
  const column = new Map(vocabulary.map((f, j) => [f, j]));
  const rows = examples.map((e) => [...new Set(e.features)].flatMap((f) => column.get(f) ?? []));
  const targets = examples.map((e) => classes.indexOf(e.label));
  const D = vocabulary.length + 1; // the last column is the bias
  const w = new Float64Array(D * K);
  const m = new Float64Array(D * K);
  const v = new Float64Array(D * K);
  const grad = new Float64Array(D * K);
  const n = examples.length;
  const logits = new Float64Array(K);
  for (let step = 1; step <= options.iterations; step += 1) {
    grad.fill(0);
    rows.forEach((row, i) => {
      for (let k = 0; k < K; k += 1) {
        let z = w[(D - 1) * K + k];
        for (const j of row) z += w[j * K + k];
        logits[k] = z;
      }
      let top = -Infinity;
      for (let k = 0; k < K; k += 1) top = Math.max(top, logits[k]);
      let sum = 0;
      for (let k = 0; k < K; k += 1) sum += (logits[k] = Math.exp(logits[k] - top));
      for (let k = 0; k < K; k += 1) {
        const g = (logits[k] / sum - (k === targets[i] ? 1 : 0)) / n;
        grad[(D - 1) * K + k] += g;
        for (const j of row) grad[j * K + k] += g;
      }
    });
    const c1 = 1 - BETA1 ** step;
    const c2 = 1 - BETA2 ** step;
    for (let x = 0; x < D * K; x += 1) {
      const g = grad[x] + (x < (D - 1) * K ? options.l2 * w[x] : 0);
      m[x] = BETA1 * m[x] + (1 - BETA1) * g;
      v[x] = BETA2 * v[x] + (1 - BETA2) * g * g;
      w[x] -= (options.rate * (m[x] / c1)) / (Math.sqrt(v[x] / c2) + 1e-8);
    }
  }
  return compact(classes, vocabulary, w);
}

const MIN_WEIGHT = 0.05;
const round = (x: number) => Math.round(x * 100) / 100;

/**
 * The weights as stored: rounded, the negligible ones dropped, and for two classes only the second
 * class's margin over the first (softmax depends on differences alone), which halves the file.
 */
function compact<C extends string>(classes: readonly C[], vocabulary: readonly string[], w: Float64Array): LinearModel<C> {
  const K = classes.length;
  const at = (j: number, k: number) => (K === 2 ? (k === 0 ? 0 : w[j * K + 1] - w[j * K]) : w[j * K + k]);
  const weights: Record<string, [number, number][]> = {};
  vocabulary.forEach((f, j) => {
    const row: [number, number][] = [];
    for (let k = 0; k < K; k += 1) if (Math.abs(at(j, k)) >= MIN_WEIGHT) row.push([k, round(at(j, k))]);
    if (row.length) weights[f] = row;
  });
  return { classes, bias: Array.from({ length: K }, (_, k) => round(at(vocabulary.length, k))), weights };
}
