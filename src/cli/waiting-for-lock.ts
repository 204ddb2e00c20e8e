/** Printed when another ingestion or reindex holds the projection lock. */
export function waitingForLock(): void {
  console.error('waiting for another ingestion or reindex to finish (they run one at a time)');
}
