/** A collection in a link and in storage (web/src/explorer/collection/collection-link.ts). Pure. */
import { collectionFromSearch, collectionFromStoredText, collectionLink, MAX_LINK_CHARACTERS, openingCollection, storedText } from '../../../web/src/explorer/collection/collection-link';
import { EMPTY_COLLECTION } from '../../../web/src/explorer/collection/collection';

const collection = { accepted: ['devlin2019bert', 'vaswani2017attention', '10.1000/x(y)'], rejected: ['einstein1905'] };

describe('a collection in a link', () => {
  it('goes into the query string and comes back the same, the order kept', () => {
    const link = collectionLink(collection);
    if (!link.fits) throw new Error(link.message);
    const search = new URLSearchParams(Object.entries(link.params).filter((e): e is [string, string] => e[1] !== undefined));
    expect(search.toString()).toBe('accepted=devlin2019bert+vaswani2017attention+10.1000%2Fx%28y%29&rejected=einstein1905');
    expect(collectionFromSearch(new URLSearchParams(search.toString()))).toEqual(collection);
  });

  it('leaves both parameters out when empty, and a URL without them names no collection', () => {
    expect(collectionLink(EMPTY_COLLECTION)).toEqual({ fits: true, params: { accepted: undefined, rejected: undefined } });
    expect(collectionFromSearch(new URLSearchParams('view=collection'))).toBeNull();
    expect(collectionFromSearch(new URLSearchParams('accepted='))).toEqual(EMPTY_COLLECTION);
  });

  it('refuses a collection too long for a link, saying how long it is and what to do', () => {
    const many = { accepted: Array.from({ length: 150 }, (_, i) => `paper-number-${i}`), rejected: [] };
    const link = collectionLink(many);
    expect(link.fits).toBe(false);
    if (link.fits) return;
    expect(link.characters).toBeGreaterThan(MAX_LINK_CHARACTERS);
    expect(link.message).toBe(
      `This collection (150 papers) would take ${link.characters.toLocaleString('en')} characters of a link, more than the 2,000 a link safely carries: it is kept in this browser only. Export it as a file to share it.`,
    );
    expect(collectionLink({ accepted: many.accepted.slice(0, 50), rejected: [] }).fits).toBe(true);
  });
});

describe('a collection in storage', () => {
  it('is JSON that reads back the same; nothing or anything unreadable reads as empty', () => {
    expect(collectionFromStoredText(storedText(collection))).toEqual(collection);
    expect(collectionFromStoredText(null)).toEqual(EMPTY_COLLECTION);
    expect(collectionFromStoredText('{not json')).toEqual(EMPTY_COLLECTION);
    expect(collectionFromStoredText('{"accepted": "a"}')).toEqual(EMPTY_COLLECTION);
  });

  it('opens with the link’s collection when it carries one (the link wins), else the stored one', () => {
    const stored = storedText({ accepted: ['stored'], rejected: [] });
    expect(openingCollection(new URLSearchParams('accepted=linked'), stored)).toEqual({ collection: { accepted: ['linked'], rejected: [] }, from: 'link' });
    expect(openingCollection(new URLSearchParams('view=home'), stored)).toEqual({ collection: { accepted: ['stored'], rejected: [] }, from: 'storage' });
    expect(openingCollection(new URLSearchParams(''), null)).toEqual({ collection: EMPTY_COLLECTION, from: 'none' });
  });
});
