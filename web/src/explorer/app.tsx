import { Suspense } from 'react';
import { ApiKeyBox } from './api-key-box';
import { useSearch } from './url-state';
import { VIEWS, viewById } from './views';
import { useCollection } from './collection/collection-store';

export function App() {
  const search = useSearch();
  const view = viewById(search.get('view'));
  const View = view.component;
  const collected = useCollection().collection.accepted.length;
  return (
    <>
      <header className="shell">
        <h1>Refgraph explorer</h1>
        <nav aria-label="Views">
          {VIEWS.map((entry) => (
            <a key={entry.id} href={`?view=${entry.id}`} aria-current={entry.id === view.id ? 'page' : undefined}>
              {entry.label}
              {entry.id === 'collection' && collected > 0 && <span className="count"> ({collected})</span>}
            </a>
          ))}
          <a href="/graphiql/">GraphiQL</a>
        </nav>
        <ApiKeyBox />
      </header>
      <main>
        <Suspense fallback={<p className="status">Loading the view…</p>}>
          <View />
        </Suspense>
      </main>
    </>
  );
}
