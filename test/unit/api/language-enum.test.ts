import { GraphQLEnumType } from 'graphql';
import { buildRefgraphSchema } from '../../../src/api/schema';

describe('enum Language', () => {
  it('names every stored code in the enum Language upper-cased, mapping it back to the stored code', async () => {
    const language = (await buildRefgraphSchema()).getType('Language') as GraphQLEnumType;
    expect(language.getValues()).toHaveLength(184);
    expect(language.serialize('ca')).toBe('CA');
    expect(language.serialize('und')).toBe('UND');
    expect(language.parseValue('ES')).toBe('es');
    expect(language.getValue('CA')?.description).toBe('Catalan');
    expect(() => language.serialize('xx')).toThrow(/cannot represent value/);
  });
});
