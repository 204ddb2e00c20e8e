/** One GraphQL POST as a client sends it (with a key when given one), timed, with the first error's code. */
export interface TimedAnswer {
  ms: number;
  code?: string;
}

export async function timedPost(url: string, key: string | null, query: string, variables: object = {}): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { ms: performance.now() - started, code: body.errors?.[0]?.extensions?.code };
}
