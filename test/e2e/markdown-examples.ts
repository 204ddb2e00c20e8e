/**
 * The curl examples of a Markdown document: one command a line, inside ```bash (or plain) fences. A
 * command continued on the next line is kept as its first line, so it fails when run: examples
 * are one line, as users paste them.
 */

/** The address the documents use for the demo server (`npm start`). */
export const DOCUMENTED_ORIGIN = 'http://127.0.0.1:4000';

export interface CurlExample {
  document: string;
  /** 1-based line of the command in the document. */
  line: number;
  command: string;
}

export function curlExamples(document: string, markdown: string): CurlExample[] {
  const examples: CurlExample[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const opening = /^```(\w*)\s*$/.exec(text);
    if (opening) {
      fence = fence === null ? opening[1]! : null;
      return;
    }
    if (fence !== null && ['bash', 'sh', ''].includes(fence) && text.startsWith('curl ')) examples.push({ document, line: index + 1, command: text });
  });
  return examples;
}
