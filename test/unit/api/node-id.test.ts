import { decodeNodeId, encodeNodeId, NODE_TYPES } from '../../../src/api/node-id';
import { encodeCursor } from '../../../src/api/cursor';

describe('global node ids', () => {
  it.each(NODE_TYPES)('round-trips a %s id, colons and non-ASCII included', (type) => {
    for (const id of ['devlin2019bert', 'nature', '10.1145/3292500.3330701', 'joan-puigdomènech', 'a:b:c']) {
      const nodeId = encodeNodeId(type, id);
      expect(nodeId).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeNodeId('id', nodeId)).toEqual({ type, id });
    }
  });

  it('gives the same library id of different types different global ids', () => {
    const ids = NODE_TYPES.map((type) => encodeNodeId(type, 'nature'));
    expect(new Set(ids).size).toBe(NODE_TYPES.length);
  });

  it.each([
    ['a library id', 'devlin2019bert'],
    ['a list cursor', encodeCursor('devlin2019bert')],
    ['an unknown type', encodeNodeId('Paper', 'x').replace(/^UGFwZXI/, 'Qm9vaw')],
    ['no id after the type', Buffer.from('Paper:').toString('base64url')],
    ['no type', Buffer.from(':devlin2019bert').toString('base64url')],
    ['padding', `${encodeNodeId('Paper', 'ab')}=`],
    ['a non-canonical encoding', encodeNodeId('Paper', 'a').replace(/Q$/, 'R')],
    ['spaces', 'UGFwZXI6 YQ'],
    ['nothing', ''],
  ])('refuses %s with INVALID_ARGUMENT naming the argument', (_, nodeId) => {
    expect(() => decodeNodeId('ids[2]', nodeId)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('ids[2]') }));
  });
});
