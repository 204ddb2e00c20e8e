import { comparableFamily, comparableMainTitle, comparableTitle, titlePrefix, withoutLatex } from '../../../../src/ingest/matching/title-keys';

describe('titles as the matching rule compares them', () => {
  it.each([
    ['{BERT}: Pre-training of Deep Bidirectional Transformers', 'bert pre training of deep bidirectional transformers'],
    ['{\\"U}ber den {N}achweis', 'uber den nachweis'],
    ['Zur Elektrodynamik bewegter K\\"{o}rper', 'zur elektrodynamik bewegter korper'],
    ['Erd{\\H{o}}s numbers \\emph{revisited}', 'erdos numbers revisited'],
    ['Stra{\\ss}mann', 'strassmann'],
    ['L’économie de la connaissance', 'l economie de la connaissance'],
    ['Employment, Interest & Money', 'employment interest and money'],
    ['Deep learning.', 'deep learning'],
    ['Growth of <i>E. coli</i> at 37 °C', 'growth of e coli at 37 c'],
  ])('%s → %s', (title, comparable) => {
    expect(comparableTitle(title)).toBe(comparable);
  });

  it('gives the same form for a title in sentence case, title case and with braces', () => {
    const forms = ['Attention Is All You Need', 'Attention is all you need', 'Attention {Is} {All} {You} {Need}', 'ATTENTION IS ALL YOU NEED'].map(comparableTitle);
    expect(new Set(forms).size).toBe(1);
  });

  it('finds the main title before a subtitle, and none in a title without one', () => {
    expect(comparableMainTitle('Molecular Structure of Nucleic Acids: A Structure for Deoxyribose Nucleic Acid')).toBe('molecular structure of nucleic acids');
    expect(comparableMainTitle('Seismic Hazard — A Probabilistic Approach')).toBe('seismic hazard');
    expect(comparableMainTitle('Is it all you need? A study')).toBe('is it all you need');
    expect(comparableMainTitle('Attention Is All You Need')).toBeNull();
    // A main title this short never stands for the whole (match-rule.ts asks for four words).
    expect(comparableMainTitle('U.S. Policy')).toBe('u s');
  });

  it('leaves a title in another script empty: it cannot be compared letter by letter', () => {
    expect(comparableTitle('深度学习')).toBe('');
  });

  it('compares family names without accents, apostrophes or spaces', () => {
    expect(comparableFamily("O'Connor")).toBe(comparableFamily('O’Connor'));
    expect(comparableFamily('Spärck Jones')).toBe('sparckjones');
    expect(comparableFamily('Nguyễn')).toBe('nguyen');
    expect(comparableFamily('M{\\"u}ller')).toBe('muller');
  });

  it('strips LaTeX commands and keeps their letters', () => {
    expect(withoutLatex('{\\L}ukasz Kaiser and \\textit{et al.}')).toBe('Lukasz Kaiser and et al.');
  });

  it('takes the search prefix from folded ASCII letters, as the SQL does', () => {
    expect(titlePrefix('Über den Nachweis')).toBe('uberdenn');
    expect(titlePrefix('{BERT}: Pre-training')).toBe('bertpret');
    expect(titlePrefix('Science & Society')).toBe('sciencea');
    expect(titlePrefix('深度学习')).toBe('');
  });
});
