/**
 * Exact Shapley values of a model's output over a few inputs, against the baseline where every
 * input is 0 (a normalised feature's lowest value in the query's pool, or a share of none):
 * φ_i = Σ_{S ⊆ N∖{i}} |S|!(n−|S|−1)!/n! · (f(x_{S∪{i}}) − f(x_S)), x_S holding x on S and 0 elsewhere.
 * They add up to f(x) − f(0), and an input equal to the baseline gets 0. With eight inputs it
 * takes 256 evaluations (64 for six), so it is computed for the results a response returns only. Pure.
 */

function factorial(n: number): number {
  let product = 1;
  for (let k = 2; k <= n; k++) product *= k;
  return product;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** φ for every input of x; `model` is evaluated on the 2^n inputs masked to the baseline. */
export function shapleyValues(model: (input: readonly number[]) => number, x: readonly number[]): number[] {
  const n = x.length;
  const masked = new Array<number>(n);
  const outputs = new Float64Array(1 << n);
  for (let mask = 0; mask < 1 << n; mask++) {
    for (let i = 0; i < n; i++) masked[i] = (mask >> i) & 1 ? x[i]! : 0;
    outputs[mask] = model(masked);
  }
  const coalitionWeight = Array.from({ length: n }, (_, size) => (factorial(size) * factorial(n - size - 1)) / factorial(n));
  return x.map((_, i) => {
    let value = 0;
    for (let mask = 0; mask < 1 << n; mask++) {
      if ((mask >> i) & 1) continue;
      value += coalitionWeight[bitCount(mask)]! * (outputs[mask | (1 << i)]! - outputs[mask]!);
    }
    return value;
  });
}
