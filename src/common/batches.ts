/** Splitting work into batches: by count, or by size (bytes of a request) and count. Pure. */

export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${size}`);
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/**
 * Consecutive batches, in order, each at most `maxSize` in total `sizeOf` and at most `maxItems`
 * long. An item larger than `maxSize` alone makes a batch of its own (it is never dropped: the
 * engine, not the splitter, decides whether it is too large).
 */
export function sizedBatches<T>(items: readonly T[], sizeOf: (item: T) => number, maxSize: number, maxItems: number = Number.MAX_SAFE_INTEGER): T[][] {
  if (!(maxSize > 0)) throw new RangeError(`maxSize must be positive, got ${maxSize}`);
  if (!Number.isInteger(maxItems) || maxItems < 1) throw new RangeError(`maxItems must be a positive integer, got ${maxItems}`);
  const batches: T[][] = [];
  let current: T[] = [];
  let currentSize = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && (currentSize + size > maxSize || current.length >= maxItems)) {
      batches.push(current);
      current = [];
      currentSize = 0;
    }
    current.push(item);
    currentSize += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
