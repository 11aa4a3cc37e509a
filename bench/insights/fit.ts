// A logistic regression fitted by full-batch gradient descent with an L2 penalty: deterministic,
// so retraining on the same data writes the same model. Rows may weigh more than one (a trap the
// labellers agreed was not made weighs more, so the fit learns what tells a trap from the point).
export interface Fitted {
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

export function fitLogistic(
  rows: readonly (readonly number[])[],
  targets: readonly number[],
  {
    l2,
    steps = 3000,
    rate = 0.5,
    rowWeights,
  }: { l2: number; steps?: number; rate?: number; rowWeights?: readonly number[] },
): Fitted {
  const n = rows.length;
  const weightOf = (i: number) => rowWeights?.[i] ?? 1;
  let total = 0;
  for (let i = 0; i < n; i++) total += weightOf(i);
  const d = rows[0].length;
  const mean = Array.from({ length: d }, (_, k) => rows.reduce((s, r) => s + r[k], 0) / n);
  const scale = Array.from({ length: d }, (_, k) => {
    const v = rows.reduce((s, r) => s + (r[k] - mean[k]) ** 2, 0) / n;
    return Math.sqrt(v) || 1;
  });
  // Standardised rows in one flat array: the cross-validation fits this thousands of times.
  const x = new Float64Array(n * d);
  rows.forEach((r, i) => r.forEach((v, k) => (x[i * d + k] = (v - mean[k]) / scale[k])));
  const weights = new Float64Array(d);
  const gradW = new Float64Array(d);
  let bias = 0;
  for (let step = 0; step < steps; step++) {
    gradW.fill(0);
    let gradB = 0;
    for (let i = 0; i < n; i++) {
      const row = i * d;
      let z = bias;
      for (let k = 0; k < d; k++) z += weights[k] * x[row + k];
      const error = (1 / (1 + Math.exp(-z)) - targets[i]) * weightOf(i);
      for (let k = 0; k < d; k++) gradW[k] += error * x[row + k];
      gradB += error;
    }
    for (let k = 0; k < d; k++) weights[k] -= rate * (gradW[k] / total + l2 * weights[k]);
    bias -= rate * (gradB / total);
  }
  return { mean, scale, weights: [...weights], bias };
}

export function logLoss(probabilities: readonly number[], targets: readonly number[]): number {
  const eps = 1e-9;
  return (
    -probabilities.reduce(
      (s, p, i) => s + (targets[i] ? Math.log(p + eps) : Math.log(1 - p + eps)),
      0,
    ) / probabilities.length
  );
}
