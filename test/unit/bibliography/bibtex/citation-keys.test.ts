import { baseKey, citationKeys, letters } from '../../../../src/bibliography/bibtex/citation-keys';
import { parseName } from '../../../../src/bibliography/names/parse-name';

const source = (paperId: string, firstAuthor: string | null, year: number, title: string) => ({ paperId, firstAuthor: firstAuthor === null ? null : parseName(firstAuthor), year, title });

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

  it('skips German, French, Spanish and Catalan articles, prepositions and contractions', () => {
    expect(baseKey(source('x', 'Otto Hahn', 1939, 'Über den Nachweis und das Verhalten der bei der Bestrahlung des Urans mittels Neutronen entstehenden Erdalkalimetalle'))).toBe('hahn1939nachweis');
    expect(baseKey(source('x', 'Albert Einstein', 1905, 'Über einen die Erzeugung und Verwandlung des Lichtes betreffenden heuristischen Gesichtspunkt'))).toBe('einstein1905erzeugung');
    expect(baseKey(source('x', 'Max Planck', 1901, 'Ueber das Gesetz der Energieverteilung im Normalspectrum'))).toBe('planck1901gesetz');
    expect(baseKey(source('x', 'Emmy Noether', 1921, 'Zur Theorie der Ideale in Ringbereichen'))).toBe('noether1921theorie');
    expect(baseKey(source('x', 'Kurt Gödel', 1931, 'Über formal unentscheidbare Sätze'))).toBe('godel1931formal');
    expect(baseKey(source('x', 'Marie Curie', 1898, 'Sur une substance nouvelle radio-active'))).toBe('curie1898substance');
    expect(baseKey(source('x', 'Louis Pasteur', 1857, "Mémoire sur la fermentation appelée lactique"))).toBe('pasteur1857memoire');
    expect(baseKey(source('x', 'Henri Poincaré', 1890, "Sur le problème des trois corps et les équations de la dynamique"))).toBe('poincare1890probleme');
    expect(baseKey(source('x', 'Ana Ruiz', 2019, 'Hacia una economía azul: según los datos'))).toBe('ruiz2019economia');
    expect(baseKey(source('x', 'Ana Ruiz', 2019, 'Sin pesca no hay costa'))).toBe('ruiz2019pesca');
    expect(baseKey(source('x', 'Joan Puig', 2020, 'Pels camins de la mar: envers una pesca sostenible'))).toBe('puig2020camins');
    expect(baseKey(source('x', 'Joan Puig', 2020, 'Dels ports als mercats'))).toBe('puig2020ports');
    expect(baseKey(source('x', 'Joan Puig', 2020, "D'una mar a l'altra"))).toBe('puig2020mar');
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
