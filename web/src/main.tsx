import './basis.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { KonfigurationsFehler } from './KonfigurationsFehler';
import { ladeKonfiguration } from './config';

async function starte(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root fehlt in index.html');
  const wurzel = createRoot(element);
  try {
    const konfig = await ladeKonfiguration();
    wurzel.render(
      <StrictMode>
        <App konfig={konfig} />
      </StrictMode>,
    );
  } catch (e) {
    console.error(e);
    wurzel.render(<KonfigurationsFehler />);
  }
}

void starte();
