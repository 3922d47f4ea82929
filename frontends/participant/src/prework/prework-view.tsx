import { NextRelease } from '../home/next-release.tsx';

/** The pre-work wizard (spec 2.15); `/prework` and `/prework/:uid`. */
export const PreworkView = () => <NextRelease view="prework" />;
