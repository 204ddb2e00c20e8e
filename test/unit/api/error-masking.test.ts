import { GraphQLError } from 'graphql';
import { maskErrors } from '../../../src/api/error-masking';

describe('error masking', () => {
  const mask = (hideSuggestions: boolean) => maskErrors({ developmentErrors: false, hideSuggestions, logInternal: () => {}, countEngineError: () => {} });
  const validation = (message: string) => [{ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, new GraphQLError(message)] as const;

  it('strips "Did you mean" suggestions when asked (introspection off), keeping the rest of the message', () => {
    const [field, fieldError] = validation('Cannot query field "papr" on type "Query". Did you mean "paper" or "papers"?');
    expect(mask(true)(field, fieldError).message).toBe('Cannot query field "papr" on type "Query".');
    expect(mask(false)(field, fieldError).message).toBe(field.message);
    const [value, valueError] = validation('Value "BM" does not exist in "FusionMethod" enum. Did you mean the enum value "RRF"?');
    expect(mask(true)(value, valueError).message).toBe('Value "BM" does not exist in "FusionMethod" enum.');
  });

  it("codes Apollo's uncoded 400s (a persisted query's hash that does not match) BAD_REQUEST, not internal", () => {
    const mismatch = new GraphQLError('provided sha does not match query', { extensions: { http: { status: 400 } } });
    const formatted = { message: mismatch.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(mask(true)(formatted, mismatch)).toMatchObject({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
    // An uncoded error without Apollo's 400 is still masked.
    expect(mask(true)(formatted, new GraphQLError('boom')).extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
