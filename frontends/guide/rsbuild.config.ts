import { remoteConfig } from '../federation.ts';

/** The Guide remote: the Guide home and its tabs. */
export default remoteConfig({ name: 'guide', port: 3003 });
