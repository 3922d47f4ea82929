import { NextRelease } from '../home/next-release.tsx';

/** The live wizard (spec 2.16); `/live` and `/live/:uid`. */
export const LiveView = () => <NextRelease view="live" />;
