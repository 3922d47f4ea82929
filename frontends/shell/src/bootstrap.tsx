import '@vs/ui/fonts';
import { tokensCss } from '@vs/ui/tokens';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';

const tokens = document.createElement('style');
tokens.textContent = tokensCss();
document.head.append(tokens);

const root = createRoot(document.getElementById('root') as HTMLElement);
loadRuntimeConfig().then(
  (config) => root.render(<App config={config} />),
  () =>
    root.render(
      <main className="vs-main">
        <h1>Values System</h1>
        <p role="alert">The service is not reachable right now. Please reload the page in a moment.</p>
      </main>,
    ),
);
