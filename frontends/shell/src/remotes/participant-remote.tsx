import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from '../layout/page-loading.tsx';

/** What the participant remote's `./App` renders: its home, or the wizard of a route. */
export type ParticipantView = 'home' | 'prework' | 'live' | 'print';

export interface ParticipantAppProps {
  readonly view: ParticipantView;
  readonly productTitle: string;
  readonly onLogout: () => void;
}

let ParticipantApp: ComponentType<ParticipantAppProps> | null = null;

/** Registers the remote at the address the runtime config gives (once per page). */
const participantApp = (manifestUrl: string): ComponentType<ParticipantAppProps> => {
  if (!ParticipantApp) {
    registerRemotes([{ name: 'participant', entry: manifestUrl }]);
    ParticipantApp = lazy(async () => {
      const module = await loadRemote<{ default: ComponentType<ParticipantAppProps> }>('participant/App');
      if (!module) throw new Error('The participant app did not load');
      return module;
    });
  }
  return ParticipantApp;
};

class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="vs-panel" role="alert">
        <h1>This page could not be loaded</h1>
        <p>Please check your connection and reload the page.</p>
      </section>
    );
  }
}

export const ParticipantRemote = ({
  manifestUrl,
  ...props
}: ParticipantAppProps & { manifestUrl: string }) => {
  const App = participantApp(manifestUrl);
  return (
    <RemoteBoundary>
      <Suspense fallback={<PageLoading />}>
        <App {...props} />
      </Suspense>
    </RemoteBoundary>
  );
};
