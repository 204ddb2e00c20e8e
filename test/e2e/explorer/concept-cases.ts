/** The concept-search view: cross-lingual hits marked against the calibrated margin, facets that filter, passing only, paging, keyboard, errors. */
import { controlsTabMisses } from './browser';
import type { ExplorerSession } from './session';

interface ApiHit {
  rank: number;
  language: string | null;
  passed: boolean | null;
  paper: { id: string };
}

export function conceptCases(session: ExplorerSession): void {
  const page = () => session.page();
  const rows = () => page().locator('table.concept-results tbody tr');
  const shown = () =>
    rows().evaluateAll((trs) => trs.map((tr) => ({ id: tr.getAttribute('data-paper-id'), language: tr.getAttribute('data-language'), passed: tr.getAttribute('data-passed') })));
  /** Waits for the answer to the URL as it now is (a summary in the done state, or a sentence). */
  const settled = () => page().locator('.summary[data-state="done"], .error').first().waitFor();
  /** The rows once they are these papers (a view re-renders a moment after its URL changes): polled, then compared. */
  const shownOnce = async (ids: string[]) => {
    for (let tries = 0; tries < 200; tries++) {
      const current = await shown();
      if (JSON.stringify(current.map((h) => h.id)) === JSON.stringify(ids)) return current;
      await page().waitForTimeout(50);
    }
    expect((await shown()).map((h) => h.id)).toEqual(ids);
    return shown();
  };
  /** The summary once it says `text` (it keeps the previous answer's sentence until the new one lands): polled, then compared. */
  const summarySays = async (text: string) => {
    const summary = () => page().locator('.summary').textContent();
    for (let tries = 0; tries < 200 && !(await summary())?.includes(text); tries++) await page().waitForTimeout(50);
    await expect(summary()).resolves.toContain(text);
  };
  /** Waits until the URL no longer has a parameter. */
  const urlLacks = async (name: string) => {
    for (let tries = 0; new URL(page().url()).searchParams.has(name); tries++) {
      if (tries > 200) throw new Error(`the URL kept ${name}: ${page().url()}`);
      await page().waitForTimeout(50);
    }
  };
  /** The API's hits for the same arguments the view sends. */
  const apiHits = async (args: string) => {
    const result = await session.api(`{ conceptSearch(${args}) { totalCount passedCount edges { node { rank language passed paper { id } } } } }`);
    expect(result.errors).toBeUndefined();
    const search = result.data!.conceptSearch as { totalCount: number; passedCount: number | null; edges: { node: ApiHit }[] };
    return { ...search, hits: search.edges.map((e) => e.node) };
  };
  const CATALAN = 'query: "traducció automàtica", languages: [CA], crossLingual: true, mode: DENSE, threshold: CALIBRATED';

  it('shows the English hits of a Catalan query searched cross-lingually, each marked passed or failed against the calibrated margin', async () => {
    await page().goto(`${session.origin()}/explorer/?view=concepts`);
    await page().getByLabel('Concept', { exact: true }).fill('traducció automàtica');
    await page().getByLabel('query language es').uncheck();
    await session.urlHas('ql', 'ca,en');
    await page().getByLabel('query language en').uncheck();
    await session.urlHas('ql', 'ca');
    await page().getByLabel(/Cross-lingual/).check();
    await page().getByLabel('dense (meaning)').check();
    await page().getByLabel('Threshold', { exact: true }).selectOption('calibrated');
    await page().getByRole('button', { name: 'Search' }).click();
    await session.urlHas('q', 'traducció automàtica');
    await settled();

    const expected = await apiHits(`${CATALAN}, first: 10`);
    const hits = await shownOnce(expected.hits.map((h) => h.paper.id));
    // The view shows the API's enum values (CA) as the stored codes its URLs use (ca).
    expect(hits).toEqual(expected.hits.map((h) => ({ id: h.paper.id, language: h.language?.toLowerCase() ?? 'unknown', passed: String(h.passed) })));
    // English papers among the hits, and English papers passing: the machine-translation ones
    // (the Catalan threshold and the query's translation pass the first ten, issue #50).
    expect(hits.filter((h) => h.language === 'en').length).toBeGreaterThan(0);
    expect(hits.filter((h) => h.language === 'en' && h.passed === 'true').map((h) => h.id)).toEqual(expected.hits.filter((h) => h.language === 'EN' && h.passed).map((h) => h.paper.id));
    expect(hits.filter((h) => h.language === 'en' && h.passed === 'true').map((h) => h.id)).toEqual(expect.arrayContaining(['brown1990statistical', 'brown1993mathematics']));
    expect((await apiHits(`${CATALAN}, first: 100`)).hits.find((h) => h.paper.id === 'gaudelli2017programmable')).toMatchObject({ language: 'CA', passed: false });
    await expect(page().locator('.summary').textContent()).resolves.toContain(`${expected.passedCount} passed the calibrated margin`);
    await expect(page().locator('tr[data-passed="true"] .verdict').first().textContent()).resolves.toContain('passed');
    const url = new URL(page().url()).searchParams;
    expect(Object.fromEntries(['view', 'q', 'ql', 'xl', 'mode', 'th'].map((name) => [name, url.get(name)]))).toEqual({
      view: 'concepts',
      q: 'traducció automàtica',
      ql: 'ca',
      xl: '1',
      mode: 'DENSE',
      th: 'calibrated',
    });
    await session.browser().screenshot('concepts');
  });

  it('filters on a facet value when it is clicked, and drops the filter on a second click', async () => {
    const english = page().locator('.facet button[data-facet="language"][data-value="en"]');
    await expect(english.textContent()).resolves.toMatch(/^en 11 of \d+$/);
    await english.click();
    await session.urlHas('dl', 'en');
    await settled();
    await expect(english.getAttribute('aria-pressed')).resolves.toBe('true');
    const expected = await apiHits(`${CATALAN}, filter: { languages: [EN] }, first: 10`);
    const hits = await shownOnce(expected.hits.map((h) => h.paper.id));
    expect(new Set(hits.map((h) => h.language))).toEqual(new Set(['en']));
    await session.browser().screenshot('concepts-facet');

    await english.click();
    await urlLacks('dl');
    await shownOnce((await apiHits(`${CATALAN}, first: 10`)).hits.map((h) => h.paper.id));
    await expect(english.getAttribute('aria-pressed')).resolves.toBe('false');

    // A field of study: the passing hits it counted are the passing hits it filters to.
    const field = page().locator('.facet button[data-facet="field"]').first();
    const [name, counted] = [(await field.getAttribute('data-value'))!, Number((await field.locator('.count').textContent())!.split(' ')[0])];
    await field.click();
    const filtered = await apiHits(`${CATALAN}, filter: { fieldsOfStudy: [${JSON.stringify(name)}] }, first: 10`);
    await shownOnce(filtered.hits.map((h) => h.paper.id));
    expect(filtered.passedCount).toBe(counted);
    await expect(page().locator('.summary').textContent()).resolves.toContain(`; ${counted} passed`);
    await page().getByRole('button', { name: 'Clear filters' }).click();
    await urlLacks('fields');
    await shownOnce((await apiHits(`${CATALAN}, first: 10`)).hits.map((h) => h.paper.id));
  });

  it('shows the passing hits only when asked, and pages through the hits', async () => {
    await page().getByLabel('Passing hits only').check();
    await session.urlHas('passed', '1');
    const passing = await apiHits(`${CATALAN}, passedOnly: true, first: 10`);
    expect((await shownOnce(passing.hits.map((h) => h.paper.id))).every((h) => h.passed === 'true')).toBe(true);
    await summarySays(`${passing.totalCount} passing result`);
    await page().getByLabel('Passing hits only').uncheck();
    await urlLacks('passed');

    const all = await apiHits(`${CATALAN}, first: 20`);
    await shownOnce(all.hits.slice(0, 10).map((h) => h.paper.id));
    await page().getByRole('button', { name: 'Next page' }).click();
    await session.urlHas('p', '2');
    await shownOnce(all.hits.slice(10).map((h) => h.paper.id));
    await expect(rows().first().locator('td').first().textContent()).resolves.toBe('11');
    await expect(page().locator('.page-of').textContent()).resolves.toBe(`Page 2 of ${Math.ceil(all.totalCount / 10)}`);
    await page().goto(page().url());
    await settled();
    await shownOnce(all.hits.slice(10).map((h) => h.paper.id));
    await page().getByRole('button', { name: 'Previous page' }).click();
    await urlLacks('p');
    await shownOnce(all.hits.slice(0, 10).map((h) => h.paper.id));
  });

  it('says the true count with its relation, and each facet value (a language, a year range) filters to the count it showed (#50)', async () => {
    const search = (await session.api('{ conceptSearch(query: "cancer", crossLingual: true, mode: HYBRID, first: 10) { totalCount totalCountRelation } }')).data!.conceptSearch as {
      totalCount: number;
      totalCountRelation: 'EXACT' | 'AT_LEAST';
    };
    await page().goto(`${session.origin()}/explorer/?view=concepts&q=cancer&xl=1`);
    await settled();
    const summary = () => page().locator('.summary').textContent();
    const said = `${search.totalCountRelation === 'AT_LEAST' ? 'at least ' : ''}${search.totalCount.toLocaleString('en')} results.`;
    await expect(summary()).resolves.toBe(said);
    expect(search.totalCount).not.toBe(100); // the depth cap is no count

    for (const kind of ['language', 'years']) {
      const facet = page().locator(`.facet button[data-facet="${kind}"][aria-pressed="false"]`).first();
      const value = (await facet.getAttribute('data-value'))!;
      const counted = Number(await facet.locator('.count').textContent());
      expect(counted).toBeGreaterThan(0);
      await facet.click();
      const button = page().locator(`.facet button[data-facet="${kind}"][data-value="${value}"]`);
      for (let tries = 0; tries < 200 && (await summary()) !== `${counted} result${counted === 1 ? '' : 's'}.`; tries++) await page().waitForTimeout(50);
      expect([kind, value, await summary()]).toEqual([kind, value, `${counted} result${counted === 1 ? '' : 's'}.`]);
      await expect(rows().count()).resolves.toBe(Math.min(counted, 10));
      // Filtered to one decade, the API buckets the years anew (single years): the range's button is gone then.
      if (kind === 'language') await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
      await page().getByRole('button', { name: 'Clear filters' }).click();
      for (let tries = 0; tries < 200 && (await summary()) !== said; tries++) await page().waitForTimeout(50);
      await expect(summary()).resolves.toBe(said);
    }
    // The years are the API's ranges, not one button per year.
    const ranges = await page().locator('.facet button[data-facet="years"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-value')));
    expect(ranges.length).toBeLessThanOrEqual(10);
    expect(ranges.some((r) => r!.includes('–'))).toBe(true);
  });

  it('reaches every control with the Tab key', async () => {
    expect(await controlsTabMisses(page())).toEqual([]);
  });

  it('says nothing passed for nonsense, and names the closest field for one the corpus does not have', async () => {
    await page().goto(`${session.origin()}/explorer/?view=concepts&q=xyzzy+plugh&xl=1&th=calibrated&passed=1`);
    await page().locator('.results-area .empty, .error').first().waitFor();
    await expect(page().locator('.results-area .empty').textContent()).resolves.toContain('No paper passed the threshold');
    await expect(page().locator('.facet .empty').count()).resolves.toBe(3);

    await page().goto(`${session.origin()}/explorer/?view=concepts&q=cancer&xl=1&fields=Oncolgy`);
    await page().locator('.error').waitFor();
    await expect(page().locator('.error').getAttribute('data-code')).resolves.toBe('INVALID_ARGUMENT');
    await expect(page().locator('.error').textContent()).resolves.toContain("'Oncolgy' is not a known field of study; closest: 'Oncology'");
  });
}
