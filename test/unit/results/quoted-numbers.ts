/**
 * The numbers a text quotes, as the results tests compare them: "1,021 ms" is 1021, "−5.9%" is
 * −5.9 (U+2212 or a hyphen before it is a sign, an en dash between two numbers is a range),
 * "0.3180" is 0.318. Digits inside a word (`p95`, `e5`, `MAP@100`, `s400`) are names, not figures.
 */
export function numbersIn(text: string): number[] {
  const ungrouped = text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  return [...ungrouped.matchAll(/(?<![\w.@])([+−-]?)(\d+(?:\.\d+)?)(?![\w@]|\.\d)/gu)].map((match) => (match[1] === '−' || match[1] === '-' ? -1 : 1) * Number(match[2]));
}

/** What a reader sees of a Markdown row: links' texts without their targets, no code spans, no ISO dates. */
export function quotedText(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, '')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, '');
}
