/**
 * The parts of citation-js Refgraph uses (the packages ship no types): parsing any input it
 * knows (RIS with @citation-js/plugin-ris loaded, CSL-JSON) into CSL items, rendering them with a
 * CSL style (@citation-js/plugin-csl), and its name parser.
 */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown, options?: { forceType?: string });
    data: Record<string, unknown>[];
    format(format: string, options?: Record<string, unknown>): string;
  }
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
declare module '@citation-js/name' {
  export interface CslNameParts {
    family?: string;
    given?: string;
    suffix?: string;
    'non-dropping-particle'?: string;
    'dropping-particle'?: string;
    literal?: string;
  }
  export function parse(name: string): CslNameParts;
}
