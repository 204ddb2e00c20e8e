import { useState } from 'react';
import { storeApiKey, storedApiKey } from '../shared/api-key';

/** Where a user pastes an API key; kept for the tab's session only (see shared/api-key.ts). */
export function ApiKeyBox() {
  const [draft, setDraft] = useState('');
  const [hasKey, setHasKey] = useState(storedApiKey() !== null);
  return (
    <form
      className="api-key"
      onSubmit={(event) => {
        event.preventDefault();
        storeApiKey(draft);
        setHasKey(draft.trim() !== '');
        setDraft('');
      }}
    >
      <label>
        API key <input type="password" autoComplete="off" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={hasKey ? 'a key is in use' : 'none (anonymous)'} />
      </label>
      <button type="submit">{draft.trim() === '' && hasKey ? 'Forget key' : 'Use key'}</button>
    </form>
  );
}
