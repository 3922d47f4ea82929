import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** Something rendered for a capture; dispose removes it. */
export interface Staged {
  readonly node: HTMLElement;
  dispose(): void;
}

/**
 * Renders `element` off screen (class `vs-capture-stage`: fixed width, outside the viewport, hidden
 * from assistive technology and inert), synchronously, so it can be measured and captured at once.
 */
export const renderOffscreen = (element: ReactElement): Staged => {
  const host = document.createElement('div');
  host.className = 'vs-capture-stage';
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  document.body.append(host);
  const root = createRoot(host);
  const dispose = () => {
    root.unmount();
    host.remove();
  };
  flushSync(() => root.render(element));
  const node = host.firstElementChild;
  if (!(node instanceof HTMLElement)) {
    dispose();
    throw new Error('Nothing was rendered to capture');
  }
  return { node, dispose };
};
