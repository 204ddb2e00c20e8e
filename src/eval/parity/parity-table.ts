/** The parity results as the terminal table `refgraph eval parity` prints. Pure. */
import { alignedTable } from '../../common/text-table';
import type { SystemParity } from './run-parity';

export function parityTable(results: readonly SystemParity[]): string {
  const rows = results.flatMap((r) =>
    r.languages.map((l) => [
      r.system,
      l.language,
      String(l.queries),
      l.ap.toFixed(4),
      l.ratio === null ? '' : l.ratio.toFixed(3),
      l.top10Share.toFixed(3),
      l.goldShare.toFixed(3),
      (l.top10Share - l.goldShare >= 0 ? '+' : '') + (l.top10Share - l.goldShare).toFixed(3),
    ]),
  );
  return alignedTable(['system', 'lang', 'queries', 'AP@100', 'ratio', 'own@10', 'own gold', 'excess'], rows, ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right']);
}
