import { NextRelease } from './home/next-release.tsx';
import { ParticipantHome } from './home/participant-home.tsx';
import './participant.css';

export type ParticipantView = 'home' | 'prework' | 'live' | 'print';

export interface ParticipantAppProps {
  readonly view: ParticipantView;
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** The participant remote's one exposed entry: the shell renders it for the participant routes. */
const App = ({ view, productTitle }: ParticipantAppProps) =>
  view === 'home' ? <ParticipantHome productTitle={productTitle} /> : <NextRelease view={view} />;

export default App;
