/** The explorer page: the shell (view tabs, API key) and the view named in the URL. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './explorer.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
