/**
 * The collection's papers, read with `papersByIds` as ids arrive: a paper read once is kept, so
 * reordering or accepting one more asks only for what is new. An id the library does not hold
 * (removed since, or mistyped in a link) maps to null.
 */
import { useEffect, useState } from 'react';
import { graphql } from '../../../shared/graphql-client';
import { chunked, COLLECTED_PAPERS, type CollectedPaper } from './collection-query';

export interface CollectedPapers {
  papers: ReadonlyMap<string, CollectedPaper | null>;
  loading: boolean;
  error: unknown;
}

export function useCollectedPapers(ids: readonly string[]): CollectedPapers {
  const [papers, setPapers] = useState<ReadonlyMap<string, CollectedPaper | null>>(new Map());
  const [error, setError] = useState<unknown>(null);
  const missing = ids.filter((id) => !papers.has(id));
  const key = missing.join(' ');
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const wanted = key.split(' ');
    Promise.all(chunked(wanted).map((chunk) => graphql<{ papersByIds: (CollectedPaper | null)[] }>(COLLECTED_PAPERS, { ids: chunk }, controller.signal))).then(
      (answers) => {
        const read = answers.flatMap((answer) => answer.papersByIds);
        setPapers((known) => new Map([...known, ...wanted.map((id, i) => [id, read[i] ?? null] as const)]));
        setError(null);
      },
      (failure: unknown) => {
        if ((failure as Error).name !== 'AbortError') setError(failure);
      },
    );
    return () => controller.abort();
  }, [key]);
  return { papers, loading: key !== '' && error === null, error };
}
