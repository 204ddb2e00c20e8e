/**
 * The BibTeX entry type of a paper, from its venue name, and the field the venue goes in. Pure.
 *
 * Rules, first match wins:
 * 1. no venue                                              → @misc (no venue field)
 * 2. "journal", "transactions", "letters", "review", "magazine" in the name → @article, journal
 * 3. "technical report", "tech. rep.", "report"              → @techreport, institution
 * 4. "press", "publishing", "publisher(s)"                   → @book, publisher
 * 5. "conference", "workshop", "symposium", "congress", "meeting", or a word that is the
 *    acronym of a known conference series (NeurIPS, ICML, ACL, SIGIR, CVPR, OSDI ...)
 *                                                          → @inproceedings, booktitle
 * 6. anything else (Nature, PNAS, arXiv, JMLR ...)          → @article, journal
 * Rule 2 comes first so that "Transactions of the ACL" stays a journal.
 */
export type EntryType = 'article' | 'inproceedings' | 'techreport' | 'book' | 'misc';
export type VenueField = 'journal' | 'booktitle' | 'institution' | 'publisher';

export interface EntryKind {
  type: EntryType;
  /** The field the venue name is written to; null when there is no venue. */
  venueField: VenueField | null;
}

const JOURNAL_WORDS = /\b(journal|transactions|letters|review|magazine)\b/i;
const REPORT_WORDS = /\b(technical report|tech\. rep\.|report)\b/i;
const PUBLISHER_WORDS = /\b(press|publishing|publishers?)\b/i;
const MEETING_WORDS = /\b(conference|conf\.|workshop|symposium|congress|meeting)\b/i;

/** Conference series known by their acronyms, as venue names usually give them. */
const CONFERENCE_ACRONYMS = new Set([
  'AAAI', 'ACL', 'AISTATS', 'ASPLOS', 'CCS', 'CHI', 'CIKM', 'COLING', 'COLT', 'CSCW', 'CVPR', 'EACL', 'ECCV', 'ECIR', 'EMNLP', 'ESWC',
  'EuroSys', 'FOCS', 'FSE', 'HLT', 'ICASSP', 'ICCV', 'ICDE', 'ICLR', 'ICML', 'ICSE', 'IJCAI', 'Interspeech', 'ISCA', 'ISWC', 'JCDL',
  'KDD', 'LREC', 'MICCAI', 'NAACL', 'NeurIPS', 'NIPS', 'NSDI', 'OSDI', 'PLDI', 'POPL', 'RecSys', 'SIGGRAPH', 'SIGIR', 'SIGMOD',
  'SODA', 'SOSP', 'STOC', 'TREC', 'UAI', 'UIST', 'USENIX', 'VLDB', 'WSDM', 'WWW',
]);

export function entryKind(venue: string | null): EntryKind {
  const name = venue?.trim() ?? '';
  if (name === '') return { type: 'misc', venueField: null };
  if (JOURNAL_WORDS.test(name)) return { type: 'article', venueField: 'journal' };
  if (REPORT_WORDS.test(name)) return { type: 'techreport', venueField: 'institution' };
  if (PUBLISHER_WORDS.test(name)) return { type: 'book', venueField: 'publisher' };
  const words = name.split(/[^\p{L}\p{N}]+/u);
  if (MEETING_WORDS.test(name) || words.some((w) => CONFERENCE_ACRONYMS.has(w))) return { type: 'inproceedings', venueField: 'booktitle' };
  return { type: 'article', venueField: 'journal' };
}
