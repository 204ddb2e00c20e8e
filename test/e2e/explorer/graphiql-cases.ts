/** The API's root in a browser: GraphiQL, bundled and served by the API; GraphQL at / unchanged. */
import type { ExplorerSession } from './session';

export function graphiqlCases(session: ExplorerSession): void {
  it('sends a browser at the API root to GraphiQL, which runs a query, while GET and POST / stay GraphQL', async () => {
    const landing = await fetch(session.url(), { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, redirect: 'manual' });
    expect([landing.status, landing.headers.get('location')]).toEqual([302, '/graphiql/']);
    const viaGet = await fetch(`${session.url()}?query=${encodeURIComponent('{ talk(id: "x") { id } }')}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(await viaGet.json()).toEqual({ data: { talk: null } });
    expect((await session.api('{ talks(first: 1) { totalCount } }')).data).toEqual({ talks: { totalCount: 9 } });

    const explorer = await fetch(`${session.origin()}/explorer/`);
    expect(explorer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(explorer.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(explorer.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await explorer.text())![1]!;
    expect((await fetch(`${session.origin()}${script}`)).headers.get('cache-control')).toContain('immutable');

    const page = session.page();
    await page.goto(session.url());
    expect(new URL(page.url()).pathname).toBe('/graphiql/');
    // The editor (Monaco, with its workers) shows the default query once it is ready to run it.
    await page.locator('.graphiql-query-editor').getByText('health').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await page.locator('.graphiql-response').getByText('elasticsearch').waitFor({ timeout: 60_000 });
    await expect(page.locator('.graphiql-response').textContent()).resolves.toMatch(/"status":\s*"UP"/);
    await session.browser().screenshot('graphiql');
  });
}
