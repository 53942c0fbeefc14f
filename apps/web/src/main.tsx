import 'sonner/dist/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
import { checkStoredSession } from './lib/current-user';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void checkStoredSession();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
