/**
 * Every view at every screen width, and accessible: at 390 (a phone), 768, 1280 and 1440 px the
 * document is no wider than the window, on a phone the neighbourhood's panels stack under a map
 * that fits the width; axe-core, run inside the page, finds no serious or critical violation.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { ExplorerSession } from './session';

export const WIDTHS = [390, 768, 1280, 1440] as const;
/** The widths axe-core checks every view at: a phone's and a desktop's. */
const AXE_WIDTHS: readonly number[] = [390, 1280];

/** Each view with something shown in it (a list, a drawing, a message), and what says it is ready (and, for a view with two parts, what says its second is). */
export const SHOWN_VIEWS: { view: string; url: string; ready: string; alsoReady?: string }[] = [
  { view: 'landing', url: '/explorer/', ready: '.library .holdings' },
  { view: 'recommend', url: '/explorer/?view=recommend&talk=talk-word-vectors-transformers-2020', ready: '.summary[data-state="done"]' },
  { view: 'neighbourhood', url: '/explorer/?view=neighbourhood&paper=devlin2019bert&selected=devlin2019bert', ready: '.influence-table' },
  { view: 'concepts', url: '/explorer/?view=concepts&q=cancer&xl=1&th=calibrated', ready: '.summary[data-state="done"]' },
  { view: 'bibliography', url: '/explorer/?view=bibliography&title=Coral+reef+bleaching+under+ocean+warming&size=10', ready: '.summary[data-state="done"]' },
  {
    view: 'collection',
    url: '/explorer/?view=collection&accepted=devlin2019bert+vaswani2017attention+mikolov2013distributed&rejected=pennington2014glove',
    ready: 'table.from-collection, .collection-view .error',
    alsoReady: '.collection-map .citation-graph[data-labels-shown]',
  },
  { view: 'runs', url: '/explorer/?view=runs', ready: '.results-area .error, .results-area .summary, .results-area .empty' },
];

/** In-page: the elements reaching past the window's right edge, for a message that names them. */
const OVERFLOWING = `[...document.querySelectorAll('body *')]
  .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('.table-scroll'))
  .slice(0, 8)
  .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : '') + ' ' + Math.round(el.getBoundingClientRect().right))`;

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core's violations of impact serious or critical, each with the first elements it names. */
const SERIOUS_VIOLATIONS = `axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations
  .filter((v) => v.impact === 'serious' || v.impact === 'critical')
  .map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')))`;

async function showView(page: Page, origin: string, shown: (typeof SHOWN_VIEWS)[number]): Promise<void> {
  await page.goto(`${origin}${shown.url}`);
  await waitUntilShown(page, shown);
}

async function waitUntilShown(page: Page, shown: (typeof SHOWN_VIEWS)[number]): Promise<void> {
  await page.locator(shown.ready).first().waitFor();
  if (shown.alsoReady) await page.locator(shown.alsoReady).first().waitFor();
}

export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(SERIOUS_VIOLATIONS)) as string[];
}

export function layoutCases(session: ExplorerSession): void {
  const page = () => session.page();
  afterAll(async () => page().setViewportSize({ width: 1280, height: 900 }));
  /** The view the last width test loaded, at which width, and the page's URL then. */
  let lastShown: { view: string; width: number; url: string } | undefined;
  /**
   * The view, loaded unless the page still shows what the width test before has just loaded at
   * this width (nothing on it touched since): a page load less per view at the widths axe-core
   * checks. Run on its own (jest -t), the axe test loads the view.
   */
  const viewShownAt = async (shown: (typeof SHOWN_VIEWS)[number], width: number) => {
    const same = lastShown?.view === shown.view && lastShown.width === width && lastShown.url === page().url();
    if (same) await waitUntilShown(page(), shown);
    else await showView(page(), session.origin(), shown);
  };

  // Each width's views one after the other; at the widths axe-core checks (1280 and 390 px), its
  // check of a view right after that view's width test, on the page that test loaded.
  describe.each(WIDTHS)('at %i px wide', (width) => {
    beforeAll(async () => page().setViewportSize({ width, height: 900 }));

    for (const shown of SHOWN_VIEWS) {
      it(`the ${shown.view} view is no wider than the window`, async () => {
        lastShown = undefined;
        await showView(page(), session.origin(), shown);
        lastShown = { view: shown.view, width, url: page().url() };
        const { scrollWidth, innerWidth } = (await page().evaluate('({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })')) as { scrollWidth: number; innerWidth: number };
        const overflowing = scrollWidth > innerWidth ? ((await page().evaluate(OVERFLOWING)) as string[]) : [];
        expect({ overflowBy: Math.max(0, scrollWidth - innerWidth), overflowing }).toEqual({ overflowBy: 0, overflowing: [] });
        if (width === 390 || width === 1280) await session.browser().screenshot(`${shown.view}-${width}`, { fullPage: false });
      });

      if (AXE_WIDTHS.includes(width)) {
        it(`axe-core finds no serious or critical violation in the ${shown.view} view`, async () => {
          await viewShownAt(shown, width);
          expect(await seriousViolations(page())).toEqual([]);
        });
      }
    }

    if (AXE_WIDTHS.includes(width)) {
      it('axe-core finds none with the suggestions of the search box open', async () => {
        await page().goto(`${session.origin()}/explorer/`);
        await page().getByRole('combobox', { name: 'Paper or talk' }).fill('transformers');
        await page().locator('[role="option"]').first().waitFor();
        await page().keyboard.press('ArrowDown');
        expect(await seriousViolations(page())).toEqual([]);
      });
    }
  });

  it('on a phone, stacks the neighbourhood panels under a map that fits the width', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await showView(page(), session.origin(), SHOWN_VIEWS.find((v) => v.view === 'neighbourhood')!);
    const map = (await page().locator('.citation-graph').boundingBox())!;
    const panel = (await page().locator('.side').boundingBox())!;
    expect(map.x).toBeGreaterThanOrEqual(0);
    expect(map.x + map.width).toBeLessThanOrEqual(390);
    expect(panel.y).toBeGreaterThanOrEqual(map.y + map.height);
    await page().setViewportSize({ width: 1280, height: 900 });
  });
}
