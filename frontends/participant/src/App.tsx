import { lazy, Suspense } from 'react';
import { ParticipantHome } from './home/participant-home.tsx';
import { ParticipantRoot } from './participant-root.tsx';

// Issue 36: participant home, the page most opened, loads without the wizards' code (the steps,
// dnd-kit) or the print page's; each of those loads when its page opens.
const PreworkView = lazy(async () => ({ default: (await import('./prework/prework-view.tsx')).PreworkView }));
const LiveView = lazy(async () => ({ default: (await import('./live/live-view.tsx')).LiveView }));
const PrintPage = lazy(async () => ({ default: (await import('./print/print-page.tsx')).PrintPage }));

export type ParticipantView = 'home' | 'prework' | 'live' | 'print';

export interface ParticipantAppProps {
  readonly view: ParticipantView;
  readonly productTitle: string;
  readonly onLogout: () => void;
}

const Page = ({ view, productTitle, onLogout }: ParticipantAppProps) => {
  switch (view) {
    case 'home':
      return <ParticipantHome productTitle={productTitle} />;
    case 'prework':
      return <PreworkView productTitle={productTitle} onLogout={onLogout} />;
    case 'live':
      return <LiveView productTitle={productTitle} onLogout={onLogout} />;
    case 'print':
      return <PrintPage productTitle={productTitle} />;
  }
};

/** The participant remote's one exposed entry: the shell renders it for the participant routes. */
const App = (props: ParticipantAppProps) => (
  <ParticipantRoot>
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  </ParticipantRoot>
);

export default App;
