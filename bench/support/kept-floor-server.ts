/**
 * The floor of the save path with the API's I/O when its session cache serves: the bare floor
 * (floor-server.ts) keeping each session's look-up in memory, so a save sends the one UPSERT. The
 * save benchmark compares the API with it to say what the API costs beyond the same work.
 *
 * PORT, DATABASE_URL, DATABASE_SCHEMA and DATABASE_POOL_SIZE as for the API; GET /readyz answers.
 */
import { serveSaves } from './bare-save-server.ts';
import { createFloorSave } from './floor-save.ts';

const save = createFloorSave('kept_floor', { keepSignedIn: true });

serveSaves(({ cookie, url, body }) => save(cookie, url, body));
