import { withDetectedLanguage } from '../../../src/ingest/detected-language';
import { paperLanguageText } from '../../../src/language';
import type { CitationRecord, PaperRecord, TalkRecord } from '../../../src/ingest/records';
import { NO_RECORD_FIELDS } from '../../../src/bibliography';

const paper: PaperRecord = {
  ...NO_RECORD_FIELDS,
  authorDetails: [],
  kind: 'paper', id: 'p', title: 'Energia nuclear', abstract: 'Un estudi sobre centrals.', year: 2020, venue: null, doi: null,
  authors: [], authorOrcids: {}, language: null, fieldsOfStudy: [], externalIds: {}, references: [], vector: null, omitted: [],
};
const talk: TalkRecord = { kind: 'talk', id: 't', title: 'Charla', year: 2021, transcript: 'hola a todos', sourceUrl: null, language: null, speakers: [], paper: null, references: [], omitted: [] };

const paperLabelOf = (label: (text: string) => string) => (p: { title: string; abstract: string | null }) => label(paperLanguageText(p));

describe('withDetectedLanguage', () => {
  const asked: string[] = [];
  const label = (text: string) => (asked.push(text), text.includes('estudi') ? 'ca' : 'und');
  const detect = { labelPaper: paperLabelOf(label), labelTalk: (t: { title: string; transcript: string }) => label(`${t.title}. ${t.transcript}`) };
  beforeEach(() => (asked.length = 0));

  it('fills in a missing paper language from title and abstract', () => {
    expect(withDetectedLanguage(paper, detect)).toEqual({ ...paper, language: 'ca' });
    expect(asked).toEqual(['Energia nuclear. Un estudi sobre centrals.']);
  });

  it("fills in a talk language from title and transcript, 'und' when the detector is not confident", () => {
    expect(withDetectedLanguage(talk, detect)).toEqual({ ...talk, language: 'und' });
    expect(asked).toEqual(['Charla. hola a todos']);
  });

  it('keeps a given language and leaves citations alone, without asking the detector', () => {
    expect(withDetectedLanguage({ ...paper, language: 'es' }, detect)).toEqual({ ...paper, language: 'es' });
    const citation: CitationRecord = { kind: 'citation', citing: 'a', cited: 'b' };
    expect(withDetectedLanguage(citation, detect)).toBe(citation);
    expect(asked).toEqual([]);
  });
});
