import { ParticipantHome } from './home/participant-home.tsx';
import { LiveView } from './live/live-view.tsx';
import { PreworkView } from './prework/prework-view.tsx';
import { PrintPage } from './print/print-page.tsx';
import './participant.css';

export type ParticipantView = 'home' | 'prework' | 'live' | 'print';

export interface ParticipantAppProps {
  readonly view: ParticipantView;
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** The participant remote's one exposed entry: the shell renders it for the participant routes. */
const App = ({ view, productTitle, onLogout }: ParticipantAppProps) => {
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

export default App;
