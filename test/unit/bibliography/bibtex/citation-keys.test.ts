import { baseKey, citationKeys, letters } from '../../../../src/bibliography/bibtex/citation-keys';

const source = (paperId: string, firstAuthor: string | null, year: number, title: string) => ({ paperId, firstAuthor, year, title });

describe('citation keys', () => {
  it('joins surname, year and the first significant title word', () => {
    expect(baseKey(source('x', 'Ashish Vaswani', 2017, 'Attention Is All You Need'))).toBe('vaswani2017attention');
    expect(baseKey(source('x', 'Yoshua Bengio', 2003, 'A Neural Probabilistic Language Model'))).toBe('bengio2003neural');
    expect(baseKey(source('x', 'Joan Puig', 2021, "L'economia blava: una revisió"))).toBe('puig2021economia');
    expect(baseKey(source('x', 'Ana Ruiz', 2022, 'Deep_Learning at scale'))).toBe('ruiz2022deep');
    expect(baseKey(source('x', 'Ana Ruiz', 2022, "Don't stop pretraining"))).toBe('ruiz2022dont');
    expect(baseKey(source('x', 'Ana Ruiz', 2020, 'El océano y la pesca'))).toBe('ruiz2020oceano');
    expect(baseKey(source('x', null, 1999, 'The'))).toBe('anon1999the');
  });

  it('counts letters as a … z, aa, ab …', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(letters)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'ba']);
  });

  it('letters colliding papers by paper id, independent of order', () => {
    const sources = [source('id-3', 'Li Wei', 2020, 'Graphs'), source('id-1', 'Li Wei', 2020, 'Graphs again'), source('id-2', 'Li Wei', 2020, 'Graph networks')];
    const keys = citationKeys(sources);
    expect(Object.fromEntries(keys)).toEqual({ 'id-1': 'wei2020graphsa', 'id-3': 'wei2020graphsb', 'id-2': 'wei2020graph' });
    expect(citationKeys([...sources].reverse())).toEqual(keys);
  });

  it('never gives a lettered key that another paper has as its own', () => {
    const keys = citationKeys([source('p1', 'Ann Kim', 2019, 'Deep'), source('p2', 'Ann Kim', 2019, 'Deep'), source('p3', 'Ann Kim', 2019, 'Deepa')]);
    expect(Object.fromEntries(keys)).toEqual({ p1: 'kim2019deepb', p2: 'kim2019deepc', p3: 'kim2019deepa' });
    expect(new Set(keys.values()).size).toBe(3);
  });
});
