/**
 * The library's field-of-study and venue names change only when papers are ingested, yet
 * reading them scans every paper's fields. The API keeps them for a while; a name the kept copy
 * does not know makes it read them again (at most once per `refreshMilliseconds`), so a field
 * ingested a moment ago by the CLI, in another process, is not refused as unknown.
 */
import type { Vocabulary } from './vocabulary';

export class VocabularyCache {
  private entry: { at: number; vocabulary: Promise<Vocabulary> } | undefined;

  constructor(
    private readonly load: () => Promise<Vocabulary>,
    private readonly ttlMilliseconds: number,
    private readonly refreshMilliseconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept names, read again once they are older than the time to live. */
  get(): Promise<Vocabulary> {
    return this.entry && this.now() - this.entry.at < this.ttlMilliseconds ? this.entry.vocabulary : this.reload();
  }

  /** Names as fresh as the refresh interval allows: for a name the kept copy does not know. */
  fresh(): Promise<Vocabulary> {
    return this.entry && this.now() - this.entry.at < this.refreshMilliseconds ? this.entry.vocabulary : this.reload();
  }

  clear(): void {
    this.entry = undefined;
  }

  private reload(): Promise<Vocabulary> {
    const vocabulary = this.load();
    const entry = { at: this.now(), vocabulary };
    this.entry = entry;
    // A failed load is not kept: the next request tries again.
    vocabulary.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return vocabulary;
  }
}
