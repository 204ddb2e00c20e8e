/** A language identifier (an adapter) behind the decision policy. */
import { decideLanguage, DEFAULT_DETECTION_POLICY, DetectionPolicy, LanguageDecision, LanguageGuess, letterCount } from './language-decision';

/** What an identifier adapter offers: a guess for a text, and a way to free it. */
export interface LanguageIdentifier {
  guess(text: string): LanguageGuess;
  close(): void;
}

export class LanguageDetector {
  constructor(
    private readonly identifier: LanguageIdentifier,
    readonly policy: DetectionPolicy = DEFAULT_DETECTION_POLICY,
  ) {}

  decide(text: string): LanguageDecision {
    const letters = letterCount(text);
    // Below the floor the identifier is not even asked: its answer would not be believed.
    return decideLanguage(letters, letters < this.policy.minLetters ? null : this.identifier.guess(text), this.policy);
  }

  /** The ISO 639-1 code, or null when the text does not say clearly enough. */
  detect(text: string): string | null {
    return this.decide(text).language;
  }

  close(): void {
    this.identifier.close();
  }
}
