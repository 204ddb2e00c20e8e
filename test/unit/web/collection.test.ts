/** The collection's state (web/src/explorer/collection/collection.ts): accept, reject, forget, reorder, read from outside. Pure. */
import { accept, EMPTY_COLLECTION, forget, isEmpty, moved, normalised, reject, sameCollection, toggled, verdictOf } from '../../../web/src/explorer/collection/collection';

const ofIds = (accepted: string[], rejected: string[] = []) => ({ accepted, rejected });

describe('a collection', () => {
  it('keeps accepted papers in the order they were accepted, each once', () => {
    const c = ['a', 'b', 'a', 'c'].reduce(accept, EMPTY_COLLECTION);
    expect(c).toEqual(ofIds(['a', 'b', 'c']));
    expect(verdictOf(c, 'b')).toBe('accepted');
    expect(verdictOf(c, 'z')).toBeNull();
  });

  it('holds a paper in one list only: rejecting an accepted paper moves it, and back', () => {
    const c = reject(ofIds(['a', 'b']), 'a');
    expect(c).toEqual(ofIds(['b'], ['a']));
    expect(accept(c, 'a')).toEqual(ofIds(['b', 'a']));
  });

  it('toggles: a second press of the same verdict takes it back; the other verdict replaces it', () => {
    const accepted = toggled(EMPTY_COLLECTION, 'a', 'accepted');
    expect(accepted).toEqual(ofIds(['a']));
    expect(toggled(accepted, 'a', 'accepted')).toEqual(EMPTY_COLLECTION);
    expect(toggled(accepted, 'a', 'rejected')).toEqual(ofIds([], ['a']));
    expect(isEmpty(forget(ofIds(['a'], ['b']), 'a'))).toBe(false);
    expect(isEmpty(forget(forget(ofIds(['a'], ['b']), 'a'), 'b'))).toBe(true);
  });

  it('moves an accepted paper up or down, never past either end', () => {
    const c = ofIds(['a', 'b', 'c']);
    expect(moved(c, 'c', -1).accepted).toEqual(['a', 'c', 'b']);
    expect(moved(c, 'a', 1).accepted).toEqual(['b', 'a', 'c']);
    expect(moved(c, 'a', -1)).toBe(c);
    expect(moved(c, 'c', 1)).toBe(c);
    expect(moved(c, 'b', 5).accepted).toEqual(['a', 'c', 'b']);
    expect(moved(c, 'zz', 1)).toBe(c);
  });

  it('reads ids from outside keeping valid ones once, a paper in both lists counted accepted', () => {
    const c = normalised(['a', 'a', 'has space', '', 7, 'x'.repeat(201), 'b'], ['b', 'c', 'c', null]);
    expect(c).toEqual(ofIds(['a', 'b'], ['c']));
    expect(sameCollection(c, ofIds(['a', 'b'], ['c']))).toBe(true);
    expect(sameCollection(c, ofIds(['b', 'a'], ['c']))).toBe(false);
  });
});
