/**
 * What the landing page shows of the library: how many papers, talks, venues and fields of study
 * it holds, its most cited papers and a few talks, as examples to start from. Pure.
 */

export const EXAMPLE_PAPERS = 5;
export const EXAMPLE_TALKS = 3;

export const LIBRARY = `query Library($papers: Int!, $talks: Int!) {
  papers(first: $papers, sort: { by: CITATIONS, direction: DESC }) { totalCount edges { node { id title year citationCount authors { name } } } }
  talks(first: $talks) { totalCount edges { node { id title year speakers } } }
  venues(first: 1) { totalCount }
  fieldsOfStudy(first: 1) { totalCount }
}`;

export interface Library {
  papers: { totalCount: number; edges: { node: { id: string; title: string; year: number; citationCount: number; authors: { name: string }[] } }[] };
  talks: { totalCount: number; edges: { node: { id: string; title: string; year: number; speakers: string[] } }[] };
  venues: { totalCount: number };
  fieldsOfStudy: { totalCount: number };
}

/** Where a picked paper or talk opens: a paper on its citation map with its panel open, a talk on its recommendations. */
export function openedUrl(kind: 'paper' | 'talk', id: string): string {
  const params: Record<string, string> = kind === 'talk' ? { view: 'recommend', source: 'talk', talk: id } : { view: 'neighbourhood', paper: id, selected: id };
  return `?${new URLSearchParams(params).toString()}`;
}

/** "12,345 papers", "1 talk". */
export function counted(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}
