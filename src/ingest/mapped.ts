/** A source line mapped into a Refgraph record value, or why it cannot be. */
export type Mapped = { ok: true; value: unknown } | { ok: false; field: string; message: string };
