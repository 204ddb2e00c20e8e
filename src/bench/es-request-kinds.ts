/**
 * The kinds of Elasticsearch request a ranking sends, told apart by their body, so bench:es-split
 * can say which of them the engine's cores go to. Pure.
 */

/** One request as the client sent it, its body parsed back. */
export interface RecordedRequest {
  method: string;
  path: string;
  querystring?: string;
  body?: unknown;
  /** An _msearch's lines: header, body, header, body, … */
  bulkBody?: unknown[];
}

/** The request as the transport's `request` event reports it (the body serialised: JSON, or an _msearch's lines). Pure. */
export function parsedRequest(sent: { method: string; path: string; querystring?: string; body?: unknown }): RecordedRequest {
  const { method, path, querystring } = sent;
  const text = typeof sent.body === 'string' ? sent.body : undefined;
  const common = { method, path, ...(querystring ? { querystring } : {}) };
  if (text === undefined || text === '') return common;
  if (path.endsWith('/_msearch')) return { ...common, bulkBody: text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as unknown) };
  return { ...common, body: JSON.parse(text) as unknown };
}

export type RequestKind =
  | 'talk BM25 (picked terms)'
  | 'talk BM25 (more_like_this)'
  | 'paper BM25 (combined_fields)'
  | 'dense retrieval (kNN)'
  | 'filters: facts'
  | 'filters: BM25 of the pool'
  | 'filters: kNN of the pool'
  | 'long text: term picking'
  | 'languages: counts'
  | 'other';

/** Whether `value` holds an object with `key` at any depth (an exclusion's `must_not` not counted). */
export function holdsKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsKey(item, key));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([name, inner]) => name === key || (name !== 'must_not' && holdsKey(inner, key)));
}

/** A search body's kind: what it scores, and whether it is restricted to a pool of ids. */
export function searchKind(body: unknown): RequestKind {
  const restricted = holdsKey(body, 'ids');
  if (holdsKey(body, 'knn')) return restricted ? 'filters: kNN of the pool' : 'dense retrieval (kNN)';
  if (holdsKey(body, 'aggs') || holdsKey(body, 'aggregations')) return 'languages: counts';
  if (restricted) return holdsKey(body, 'combined_fields') || holdsKey(body, 'term') || holdsKey(body, 'more_like_this') ? 'filters: BM25 of the pool' : 'filters: facts';
  if (holdsKey(body, 'more_like_this')) return 'talk BM25 (more_like_this)';
  if (holdsKey(body, 'combined_fields')) return 'paper BM25 (combined_fields)';
  if (holdsKey(body, 'term')) return 'talk BM25 (picked terms)';
  return 'other';
}

/**
 * A request split into the searches it runs, each with its kind: an _msearch into one _msearch a
 * search (replayed alone, each costs what it cost inside the whole), any other request as it is.
 */
export function splitRequest(request: RecordedRequest): { kind: RequestKind; request: RecordedRequest }[] {
  if (request.path.endsWith('/_validate/query')) return [{ kind: 'long text: term picking', request }];
  if (request.path.endsWith('/_msearch') && request.bulkBody !== undefined) {
    const searches: { kind: RequestKind; request: RecordedRequest }[] = [];
    for (let i = 0; i + 1 < request.bulkBody.length; i += 2) {
      searches.push({ kind: searchKind(request.bulkBody[i + 1]), request: { ...request, bulkBody: request.bulkBody.slice(i, i + 2) } });
    }
    return searches;
  }
  if (request.path.endsWith('/_search')) return [{ kind: searchKind(request.body), request }];
  return [{ kind: 'other', request }];
}
