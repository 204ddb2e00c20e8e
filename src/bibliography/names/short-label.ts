/**
 * How a map labels a paper: its first author's surname and its year ("Devlin 2019", "van der
 * Maaten 2008", "ENCODE Project Consortium 2012"), as Litmaps and Connected Papers label nodes: a
 * reader tells papers apart at a glance where a title would not fit. Pure.
 */
import { fullFamily, type StructuredName } from './structured-name';

/** Words of the title used when no author is recorded. */
const TITLE_WORDS = 3;

export function shortLabel(firstAuthor: StructuredName | undefined, year: number, title: string): string {
  const surname = firstAuthor === undefined ? '' : (firstAuthor.literal ?? fullFamily(firstAuthor));
  if (surname !== '') return `${surname} ${year}`;
  const words = title.split(/\s+/).filter((word) => word !== '');
  return `${words.slice(0, TITLE_WORDS).join(' ')}${words.length > TITLE_WORDS ? '…' : ''} ${year}`;
}
