import '@vs/ui/fonts';
import { AppStyles, UiProvider } from '@vs/ui';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { shellCss } from './shell-css.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);
loadRuntimeConfig().then(
  (config) => root.render(<App config={config} />),
  () =>
    root.render(
      <UiProvider>
        <AppStyles href="vs-shell" css={shellCss} />
        <main className="vs-main">
          <h1>Values System</h1>
          <p role="alert">The service is not reachable right now. Please reload the page in a moment.</p>
        </main>
      </UiProvider>,
    ),
);
