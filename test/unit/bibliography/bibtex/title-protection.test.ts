import { protectedTitle, protectedWords } from '../../../../src/bibliography/bibtex/title-protection';

describe('title case protection', () => {
  it('protects acronyms, mixed case and formulas in any title', () => {
    expect(protectedWords('GloVe: Global Vectors for Word Representation')).toEqual(['GloVe']);
    expect(protectedWords('BERT: Pre-training of Deep Bidirectional Transformers')).toEqual(['BERT']);
    expect(protectedWords('mRNA vaccines against COVID-19 and H2O splitting')).toEqual(['mRNA', 'COVID-19', 'H2O']);
    expect(protectedWords('X-ray Diffraction of T-cell Receptors')).toEqual(['X-ray', 'T-cell']);
  });

  it('leaves plain Title Case alone: capitals there say nothing', () => {
    expect(protectedWords('Understanding the Warburg Effect: The Metabolic Requirements of Cell Proliferation')).toEqual([]);
    expect(protectedWords('Attention Is All You Need')).toEqual([]);
  });

  it('protects capitalised words inside a sentence-case title (proper nouns), not sentence openers', () => {
    expect(protectedWords('An integrated encyclopedia of DNA elements in the human genome')).toEqual(['DNA']);
    expect(protectedWords('Hidden Markov models for speech: A tutorial on recognition in English')).toEqual(['Markov', 'English']);
  });

  it('braces the word only, not the punctuation around it', () => {
    expect(protectedTitle('Embeddings (GloVe), revisited')).toBe('Embeddings ({GloVe}), revisited');
    // Sentence case ("story"): C and F are names, so they keep their capitals.
    expect(protectedTitle('The C# & F# story')).toBe('The {C}\\# \\& {F}\\# story');
    expect(protectedTitle('A_B test for R&D')).toBe('{A\\_B} test for {R\\&D}');
  });
});
