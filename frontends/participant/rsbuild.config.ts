import { remoteConfig } from '../federation.ts';

/** The participant remote: home, pre-work, live and print pages. */
export default remoteConfig({ name: 'participant', port: 3002 });
