/**
 * refgraph authors resolve: applies the author merge rule (docs/authors.md) to every stored name
 * variant again, e.g. after a rule change; ingestion resolves the variants it touches by itself.
 */
import { withServices } from '../../app';
import { resolveAuthorVariants } from '../../authors';
import { invalidArgument } from '../../errors/refgraph-error';

export async function runAuthors(args: string[]): Promise<number> {
  if (args[0] !== 'resolve' || args.length > 1) throw invalidArgument('authors', "expected 'refgraph authors resolve'");
  const started = Date.now();
  const resolution = await withServices(async (services) => resolveAuthorVariants(services.prisma));
  console.log(`${resolution.groups} variant groups resolved: ${resolution.merged} variants merged into another, ${resolution.changed} changed, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}
