/**
 * The text a paper or talk is embedded from. Configurable fields, joined as sentences,
 * because encoders were trained on prose: "Title. Abstract. 2019." Pure.
 */

export const PAPER_TEXT_FIELDS = ['title', 'abstract', 'year', 'venue'] as const;
export type PaperTextField = (typeof PAPER_TEXT_FIELDS)[number];

export interface PaperTextSource {
  title: string;
  abstract: string | null;
  year: number;
  venue: string | null;
}

function sentence(value: string): string {
  const trimmed = value.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function paperText(paper: PaperTextSource, fields: readonly PaperTextField[]): string {
  const parts: string[] = [];
  for (const field of fields) {
    const value = field === 'year' ? String(paper.year) : paper[field];
    if (value !== null && value.trim() !== '') parts.push(sentence(value));
  }
  return parts.join(' ');
}

export interface TalkTextSource {
  title: string;
  year: number;
  transcript: string;
}

/** A talk is its title, its year and its transcript (the long part, chunked by the encoder). */
export function talkText(talk: TalkTextSource): string {
  return `${sentence(talk.title)} ${talk.year}. ${talk.transcript.trim()}`;
}
