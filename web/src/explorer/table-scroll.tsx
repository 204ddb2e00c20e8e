import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroll, so the page never is wider than the window (a phone shows
 * the first columns and scrolls the table, not the page). Focusable and named, so a keyboard can
 * scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
