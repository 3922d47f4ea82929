/**
 * The floor of the save path's design: a bare `node:http` server that does what a participant's
 * save needs and nothing else (floor-save.ts). No framework, validation, logging or metrics. The
 * save benchmark measures the API against it.
 *
 * PORT, DATABASE_URL, DATABASE_SCHEMA and DATABASE_POOL_SIZE as for the API; GET /readyz answers.
 */
import { serveSaves } from './bare-save-server.ts';
import { createFloorSave } from './floor-save.ts';

const save = createFloorSave('floor');

serveSaves(({ cookie, url, body }) => save(cookie, url, body));
