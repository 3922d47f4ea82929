import { NextRelease } from '../home/next-release.tsx';

/** `/print/:uid/:page`: the print views without the footer. */
export const PrintPage = () => <NextRelease view="print" />;
