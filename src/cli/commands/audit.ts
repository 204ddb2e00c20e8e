/** refgraph audit: the newest ingestions and deletions, who made them and what they wrote, one JSON object a line. */
import { parseArgs } from 'node:util';
import { withServices } from '../../app';
import { positiveIntegerOption } from '../options';

export async function runAudit(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { first: { type: 'string', default: '20' } } });
  const first = positiveIntegerOption('--first', values.first)!;
  await withServices(async (services) => {
    const rows = await services.prisma.auditEvent.findMany({ orderBy: { id: 'desc' }, take: first });
    for (const row of rows) console.log(JSON.stringify(row));
  });
  return 0;
}
