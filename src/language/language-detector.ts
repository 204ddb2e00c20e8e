/** A language identifier (an adapter) behind the decision policy. */
import {
  decideLanguage,
  DEFAULT_DETECTION_POLICY,
  DetectionPolicy,
  LanguageDecision,
  LanguageGuess,
  letterCount,
  paperLabel,
  paperLanguageText,
  talkLanguageText,
  TITLE_OVERRULES,
  UNDETERMINED,
} from './language-decision';

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

  decide(text: string, policy: DetectionPolicy = this.policy): LanguageDecision {
    const letters = letterCount(text);
    // Below the floor the identifier is not even asked: its answer would not be believed.
    return decideLanguage(letters, letters < policy.minLetters ? null : this.identifier.guess(text), policy);
  }

  /** The language a stored paper is labelled with: an ISO 639-1 code, or UNDETERMINED ('und'); never a default. */
  labelPaper(paper: { title: string; abstract: string | null }): string {
    const text = this.decide(paperLanguageText(paper));
    // The title is read on its own only when it could change the answer (language-decision.ts).
    const titleCouldChangeIt = paper.abstract !== null && (text.language === null || text.language === 'en');
    return paperLabel(text, titleCouldChangeIt ? this.decide(paper.title, TITLE_OVERRULES) : null);
  }

  /** A talk's label from its title and transcript: an ISO 639-1 code, or UNDETERMINED. */
  labelTalk(talk: { title: string; transcript: string }): string {
    return this.decide(talkLanguageText(talk)).language ?? UNDETERMINED;
  }

  /** The ISO 639-1 code, or null when the text does not say clearly enough (queries: src/app/services.ts). */
  detect(text: string): string | null {
    return this.decide(text).language;
  }

  close(): void {
    this.identifier.close();
  }
}
