import { readableError } from '../shared/error-messages';

/** An API failure in words, with its code for whoever reports it. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { code, text } = readableError(error);
  return (
    <p className="error" role="alert" data-code={code}>
      {text} <code>{code}</code>
    </p>
  );
}
