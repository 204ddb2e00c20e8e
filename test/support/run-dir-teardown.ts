/** The integration project's global tear-down: removes the run's shared folder (test/support/worker-engines.ts). */
import { rmSync } from 'node:fs';

export default function removeRunDir(): void {
  const dir = process.env.REFGRAPH_TEST_RUN_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
