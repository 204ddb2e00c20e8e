/** Headings of the repository's Markdown as GitHub anchors them, for the docs tests. */

/** GitHub's heading anchor: lower case, punctuation dropped (but hyphens and underscores), spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function outsideFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/**
 * The section a link's #anchor opens: from its heading to the next heading of the same or a
 * higher level (subsections included); undefined when no heading has that anchor.
 */
export function sectionOf(markdown: string, anchor: string): string | undefined {
  const lines = markdown.split('\n');
  let fenced = false;
  const headings: { line: number; level: number; anchor: string }[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, index) => {
    if (line.startsWith('```')) fenced = !fenced;
    const match = fenced ? null : /^(#{1,6})\s+(.+)$/.exec(line);
    if (!match) return;
    const base = slug(match[2]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    headings.push({ line: index, level: match[1]!.length, anchor: count === 0 ? base : `${base}-${count}` });
  });
  const start = headings.findIndex((heading) => heading.anchor === anchor);
  if (start === -1) return undefined;
  const end = headings.slice(start + 1).find((heading) => heading.level <= headings[start]!.level);
  return lines.slice(headings[start]!.line, end?.line ?? lines.length).join('\n');
}
