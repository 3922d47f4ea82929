import type { ReactNode } from 'react';

/** Text for screen readers only: kept in the accessibility tree, taking no space on screen. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <span className="vs-visually-hidden">{children}</span>
);
