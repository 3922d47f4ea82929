import { remoteConfig } from '../federation.ts';

/** The super-admin remote: the super-admin home and its tabs. */
export default remoteConfig({ name: 'admin', port: 3004 });
