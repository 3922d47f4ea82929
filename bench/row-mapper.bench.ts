/**
 * `npm run bench:mapper`: the row → domain and entity → domain mappers of table-map.ts (closures
 * over each table's fields) against the same mappers generated with `new Function` into one object
 * literal (how table-map.ts built them until issue 32) and a hand-written one, on the users table
 * (13 fields, two timestamps, a reference). No database: `BENCH_ROWS` (100,000) distinct rows, each
 * way mapped in turn over `BENCH_ROUNDS` (15) interleaved rounds; the median and the best ns per row
 * and their ratios to the generated mapper, measured in the same run (the best is what a quiet
 * machine gives; on a loaded one the median swings).
 */
import type { User } from '@vs/domain';
import { userTable } from '@vs/persistence';
import { median } from './support/harness.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

type Source = Readonly<Record<string, unknown>>;
type Mapper = (source: Source) => unknown;

/** timestamptz as the driver hands it over (text), read as table-map.ts's `instant` does. */
const instant = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

const quoted = (name: string): string => JSON.stringify(name);

/** The generator table-map.ts used: one object literal over the fields, compiled once. */
const generated = (parameter: string, entries: readonly (readonly [string, string])[]): Mapper =>
  new Function(
    'instant',
    `return (${parameter}) => ({ ${entries.map(([key, value]) => `${quoted(key)}: ${value}`).join(', ')} });`,
  )(instant);

const fields = userTable.fields;
const generatedFromRow = generated(
  'row',
  fields.map((field) => {
    const value = `row[${quoted(field.key)}]`;
    if (field.codec !== 'instant') return [field.key, value];
    return [field.key, field.nullable ? `${value} === null ? null : instant(${value})` : `instant(${value})`];
  }),
);
const generatedFromEntity = generated(
  'entity',
  fields.map((field) => {
    const value = `entity[${quoted(field.property)}]`;
    const key =
      field.codec === 'reference' ? `${value}${field.nullable ? '?.' : ''}[${quoted(field.target)}]` : value;
    return [field.key, field.nullable ? `${key} ?? null` : key];
  }),
);

const handWrittenFromRow = (row: Source): User => ({
  uid: row.uid as string,
  forename: row.forename as string,
  surname: row.surname as string,
  email: row.email as string,
  passwordHash: row.passwordHash as string | null,
  accessLevel: row.accessLevel as User['accessLevel'],
  portalLink: row.portalLink as string,
  mwEnabled: row.mwEnabled as boolean,
  eventId: row.eventId as string | null,
  responseCompleted: row.responseCompleted as User['responseCompleted'],
  createdBy: row.createdBy as string | null,
  orgId: row.orgId as string,
  orgs: row.orgs as User['orgs'],
  lastLoginAt: row.lastLoginAt === null ? null : instant(row.lastLoginAt as string),
  createdAt: instant(row.createdAt as string),
  language: row.language as User['language'],
});

const closureFromRow = userTable.rows('').fromRow as unknown as Mapper;
const closureFromEntity = userTable.fromEntity as unknown as Mapper;

const rows: Source[] = Array.from({ length: ROWS }, (_, i) => ({
  uid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  forename: `Forename${i}`,
  surname: `Surname${i}`,
  email: `person${i}@example.test`,
  passwordHash: i % 2 === 0 ? null : `$argon2id$v=19$m=19456,t=2,p=1$${i}`,
  accessLevel: 0,
  portalLink: '',
  mwEnabled: i % 3 === 0,
  eventId: i % 5 === 0 ? null : `10000000-0000-4000-8000-${String(i % 1000).padStart(12, '0')}`,
  responseCompleted: { prework: [true, i % 2 === 0, false, false], live: false },
  createdBy: null,
  orgId: 'd3fa0175-0000-4000-8000-000000000000',
  orgs: [],
  lastLoginAt:
    i % 4 === 0
      ? null
      : `2026-11-${String((i % 28) + 1).padStart(2, '0')} 08:15:${String(i % 60).padStart(2, '0')}.123+00`,
  createdAt: `2026-10-${String((i % 28) + 1).padStart(2, '0')} 09:30:00.5+00`,
}));

const entities: Source[] = rows.map((row) => ({
  ...row,
  orgRoles: row.orgs,
  event: row.eventId === null ? null : { eid: row.eventId },
  lastLoginAt: row.lastLoginAt === null ? null : instant(row.lastLoginAt as string),
  createdAt: instant(row.createdAt as string),
}));

const ways: readonly { name: string; map: Mapper; sources: Source[] }[] = [
  { name: 'row, generated', map: generatedFromRow, sources: rows },
  { name: 'row, closures', map: closureFromRow, sources: rows },
  { name: 'row, hand-written', map: handWrittenFromRow, sources: rows },
  { name: 'entity, generated', map: generatedFromEntity, sources: entities },
  { name: 'entity, closures', map: closureFromEntity, sources: entities },
];

let sink = 0;
const timeOf = (map: Mapper, sources: Source[]): number => {
  const start = process.hrtime.bigint();
  for (const source of sources) if (map(source) !== null) sink++;
  return Number(process.hrtime.bigint() - start) / sources.length;
};

// The mappers agree before they are timed.
for (const source of [rows[0], rows[1], rows[5]] as Source[])
  if (JSON.stringify(closureFromRow(source)) !== JSON.stringify(generatedFromRow(source)))
    throw new Error('the closure and generated row mappers disagree');
for (const source of [entities[0], entities[1], entities[5]] as Source[])
  if (JSON.stringify(closureFromEntity(source)) !== JSON.stringify(generatedFromEntity(source)))
    throw new Error('the closure and generated entity mappers disagree');

const times = new Map(ways.map((way) => [way.name, [] as number[]]));
for (let round = 0; round < ROUNDS + 2; round++)
  for (const way of ways) {
    const ns = timeOf(way.map, way.sources);
    if (round >= 2) times.get(way.name)?.push(ns); // two warm-up rounds
  }

const medianOf = (name: string): number => median(times.get(name) ?? []);
const bestOf = (name: string): number => Math.min(...(times.get(name) ?? []));
console.log(`${ROWS} user rows, median of ${ROUNDS} rounds (${sink > 0 ? 'mapped' : ''})`);
console.table(
  ways.map((way) => {
    const base = way.name.startsWith('row') ? 'row, generated' : 'entity, generated';
    return {
      way: way.name,
      'median ns/row': Number(medianOf(way.name).toFixed(1)),
      'median vs generated': Number((medianOf(way.name) / medianOf(base)).toFixed(2)),
      'best ns/row': Number(bestOf(way.name).toFixed(1)),
      'best vs generated': Number((bestOf(way.name) / bestOf(base)).toFixed(2)),
    };
  }),
);
