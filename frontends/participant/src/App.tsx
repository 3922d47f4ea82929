import { ParticipantHome } from './home/participant-home.tsx';
import { LiveView } from './live/live-view.tsx';
import { ParticipantRoot } from './participant-root.tsx';
import { PreworkView } from './prework/prework-view.tsx';
import { PrintPage } from './print/print-page.tsx';

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
    <Page {...props} />
  </ParticipantRoot>
);

export default App;
