/**
 * The part of citation-js the round-trip tests use (the packages ship no types): parsing any
 * input it knows (RIS with @citation-js/plugin-ris loaded, CSL-JSON) into CSL items.
 */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown, options?: { forceType?: string });
    data: Record<string, unknown>[];
  }
}
declare module '@citation-js/plugin-ris';
