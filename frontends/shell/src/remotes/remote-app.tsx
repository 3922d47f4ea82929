import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from '../layout/page-loading.tsx';

/** The remotes the shell composes, each exposing one `./App`. */
export type RemoteName = 'participant' | 'guide' | 'admin';

/** What the participant remote's `./App` renders: its home, or the wizard of a route. */
export type ParticipantView = 'home' | 'prework' | 'live' | 'print';

interface CommonProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** The props each remote's `./App` takes. */
export interface RemoteProps {
  readonly participant: CommonProps & { readonly view: ParticipantView };
  readonly guide: CommonProps;
  readonly admin: CommonProps;
}

const loaded = new Map<RemoteName, ComponentType<never>>();

/** Registers a remote at the address the runtime config gives and loads its App (once per page). */
const remoteApp = <N extends RemoteName>(name: N, manifestUrl: string): ComponentType<RemoteProps[N]> => {
  let app = loaded.get(name);
  if (!app) {
    registerRemotes([{ name, entry: manifestUrl }]);
    app = lazy(async () => {
      const module = await loadRemote<{ default: ComponentType<RemoteProps[N]> }>(`${name}/App`);
      if (!module) throw new Error(`The ${name} app did not load`);
      return module;
    });
    loaded.set(name, app);
  }
  return app as ComponentType<RemoteProps[N]>;
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

/** A remote's App, with a spinner while it loads and a plain message if it cannot. */
export const RemoteApp = <N extends RemoteName>({
  name,
  manifestUrl,
  props,
}: {
  name: N;
  manifestUrl: string;
  props: RemoteProps[N];
}) => {
  const App = remoteApp(name, manifestUrl) as ComponentType<RemoteProps[N]>;
  return (
    <RemoteBoundary>
      <Suspense fallback={<PageLoading />}>
        <App {...props} />
      </Suspense>
    </RemoteBoundary>
  );
};
