import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App.tsx';

// Standalone page for working on the remote alone (the product loads `./App` into the shell).
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <App productTitle="Values System" onLogout={() => window.location.assign('/login')} />
  </BrowserRouter>,
);
