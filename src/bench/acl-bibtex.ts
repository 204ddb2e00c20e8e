/**
 * Papers written as the ACL Anthology writes BibTeX (its "Export citation: BibTeX"): keys
 * `family-etal-year-word`, titles in double quotes with words holding inner capitals braced
 * ({BLEU}, {WordNet}), authors `Family, Given` joined by `  and` on indented lines, the
 * proceedings as booktitle, its publisher and the anthology URL. bench:match turns AAN papers
 * into a user's library this way. Pure.
 */
import { asciiFold, parseStructuredName } from '../bibliography';

export interface AclPaper {
  id: string;
  title: string;
  year: number;
  authors: string[];
  venue: string | null;
}

const SKIPPED_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'to', 'and', 'with', 'from', 'by', 'at', 'towards', 'toward']);

/** The Anthology's key stem: `rush-etal-2010-dual`, `collins-koo-2005-discriminative`, `smith-2004-word`. */
export function aclKeyStem(paper: AclPaper): string {
  const family = (name: string | undefined) => {
    if (name === undefined) return 'anonymous';
    const parts = parseStructuredName(name);
    return asciiFold(parts.family ?? parts.literal ?? name) || 'anonymous';
  };
  const names = paper.authors.length > 2 ? `${family(paper.authors[0])}-etal` : paper.authors.length === 2 ? `${family(paper.authors[0])}-${family(paper.authors[1])}` : family(paper.authors[0]);
  const word = paper.title.split(/\s+/).map((w) => asciiFold(w)).find((w) => w !== '' && !SKIPPED_WORDS.has(w)) ?? 'untitled';
  return `${names}-${paper.year}-${word}`;
}

/** A word with a capital after its first letter keeps its case in every style: braced; TeX's specials escaped (PKU\_HIT). */
function protectedTitle(title: string): string {
  return title
    .replace(/[_&%#$]/g, (char) => `\\${char}`)
    .split(' ')
    .map((word) => (/\p{Lu}/u.test(word.slice(1)) ? `{${word}}` : word))
    .join(' ')
    .replace(/"/g, '{"}');
}

function bibtexName(name: string): string {
  const parts = parseStructuredName(name);
  if (parts.literal !== undefined) return `{${parts.literal}}`;
  const family = [parts.particle, parts.family].filter((p) => p !== undefined).join(' ');
  return [family, parts.given, parts.suffix].filter((p) => p !== undefined && p !== '').join(', ');
}

/** One entry; `key` is the stem made unique in its file. */
export function aclBibtexEntry(paper: AclPaper, key: string): string {
  const journal = paper.venue !== null && /^computational linguistics$/i.test(paper.venue);
  const fields = [
    `    title = "${protectedTitle(paper.title)}",`,
    ...(paper.authors.length === 0 ? [] : [`    author = "${paper.authors.map(bibtexName).join('  and\n      ')}",`]),
    journal ? '    journal = "Computational Linguistics",' : `    booktitle = "Proceedings of ${paper.venue ?? 'the Workshop'}",`,
    `    year = "${paper.year}",`,
    '    publisher = "Association for Computational Linguistics",',
    `    url = "https://aclanthology.org/${paper.id}",`,
  ];
  return `@${journal ? 'article' : 'inproceedings'}{${key},\n${fields.join('\n')}\n}\n`;
}

/** A .bib file of the papers, in order, keys made unique as the Anthology does (a -1, -2 ... suffix). */
export function aclBibtexFile(papers: readonly AclPaper[]): { text: string; keys: string[] } {
  const seen = new Map<string, number>();
  const keys = papers.map((paper) => {
    const stem = aclKeyStem(paper);
    const n = seen.get(stem) ?? 0;
    seen.set(stem, n + 1);
    return n === 0 ? stem : `${stem}-${n}`;
  });
  return { text: papers.map((paper, i) => aclBibtexEntry(paper, keys[i]!)).join('\n'), keys };
}
