/** A small check that markup's tags nest and close (no XML parser among the dependencies). */
const VOID_HTML = new Set(['meta', 'br', 'hr', 'img', 'input', 'link']);

export function wellFormedTags(markup: string, html = false): boolean {
  const stack: string[] = [];
  for (const match of markup.replace(/<!DOCTYPE[^>]*>/i, '').matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    const tag = name!.toLowerCase();
    if (selfClosing || (html && VOID_HTML.has(tag))) continue;
    if (!closing) stack.push(tag);
    else if (stack.pop() !== tag) return false;
  }
  return stack.length === 0;
}
