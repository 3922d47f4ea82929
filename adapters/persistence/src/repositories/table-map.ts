import { DateTimeType, type EntitySchema, JsonType, UnderscoreNamingStrategy } from '@mikro-orm/core';
import { type AliasedRawBuilder, sql } from 'kysely';
import { instant } from './raw-sql.ts';

/**
 * One definition per table of how a domain object is stored: each domain field names the entity
 * property it lives in, and everything else comes from the entity's metadata (column name,
 * nullability, whether the column is a timestamp, JSON or a reference to another table). From it
 * come the select list of hand-written SQL, the type of the rows it returns, the row → domain and
 * entity → domain mappers, and the values of a hand-written insert. See docs/decisions.md
 * ("Each row is mapped once").
 *
 * The mappers are closures over each table's fields, computed once when the module loads: a row is
 * read field by field through a reader chosen per field (no per-row decision on the column's kind).
 */

/** The entity's own properties (not MikroORM's symbol-keyed markers). */
export type PropertyOf<E> = Exclude<keyof E, symbol> & string;

/** A field no column holds as such, computed in the select list from the columns of a table's fields. */
export interface Computed<T> {
  readonly sql: (column: (field: keyof T & string) => string) => string;
}

/** Where each domain field comes from: the entity property it lives in. */
export type Mapping<D, E> = { readonly [K in keyof D]-?: PropertyOf<E> };

/** What the driver hands back for a value: timestamps may come as text. */
type Stored<T> = T extends Date ? string | Date : T;

/** A row of a selection: each field under its name, after the selection's prefix. */
export type RowOf<D, P extends string = ''> = {
  readonly [K in keyof D & string as `${P}${K}`]: Stored<D[K]>;
};

/** Some of a table's fields (or all of them) as one select list and the mapper of its rows. */
export interface Selection<D, P extends string> {
  /** `alias."column" as "<prefix><field>", ...`, for the table under `alias`: hot-statements.ts. */
  readonly select: (alias: string) => string;
  /** The same select list for a Kysely query (repositories/query.ts). */
  readonly columns: (alias: string) => readonly AliasedRawBuilder<unknown, string>[];
  readonly fromRow: (row: RowOf<D, P>) => D;
}

/** The entity data of a domain object: each field's value under its entity property. */
export type EntityDataOf<D, M extends { readonly [K in keyof D]: string }> = { [K in keyof D as M[K]]: D[K] };

export interface TableMap<D, E, M extends Mapping<D, E>> {
  /** The table's name, unqualified. */
  readonly table: string;
  /** Each domain field, the entity property it lives in, that property's column and conversion. */
  readonly fields: readonly Field[];
  /** The entity's properties that are not part of the domain object. */
  readonly notInDomain: readonly string[];
  /** Every field, each aliased to `prefix` + its name (a prefix keeps joined tables apart). */
  readonly rows: <P extends string>(prefix: P) => Selection<D, P>;
  /** The domain object of a hydrated entity. */
  readonly fromEntity: (entity: E) => D;
  /** The entity data of a domain object, for the ORM's inserts and updates. */
  readonly toEntity: (object: D) => EntityDataOf<D, M>;
  /** An insert of every field, values as parameters in field order (JSON columns as JSON text). */
  readonly insert: {
    readonly columns: readonly string[];
    readonly primaryKey: readonly string[];
    /** `$1`, `$2::jsonb`, ... from `$first`. */
    readonly placeholders: (first: number) => readonly string[];
    readonly values: (object: D) => unknown[];
  };
}

type Codec = 'value' | 'json' | 'instant' | 'reference';

export interface Field {
  readonly key: string;
  readonly property: string;
  readonly column: string;
  readonly codec: Codec;
  readonly nullable: boolean;
  readonly primary: boolean;
  /** A reference's key property in the referenced entity. */
  readonly target: string;
  /** A computed field's expression, for the table under `alias`. */
  readonly sql?: (alias: string) => string;
}

interface PropertyMeta {
  readonly fieldName?: string;
  readonly kind?: string;
  readonly type?: unknown;
  readonly nullable?: boolean;
  readonly primary?: boolean;
  readonly entity?: () => EntitySchema;
}

const naming = new UnderscoreNamingStrategy();

const propertiesOf = (schema: EntitySchema): Readonly<Record<string, PropertyMeta>> =>
  schema.meta.properties as Readonly<Record<string, PropertyMeta>>;

const fieldOf = (schema: EntitySchema, key: string, property: string): Field => {
  const meta = propertiesOf(schema)[property];
  if (meta === undefined) throw new Error(`${schema.meta.className}: no property ${property} (field ${key})`);
  const reference = meta.kind === 'm:1';
  if (reference && meta.fieldName === undefined)
    throw new Error(`${schema.meta.className}.${property}: a reference mapped to a field names its column`);
  const target = reference
    ? Object.entries(propertiesOf(meta.entity?.() as EntitySchema)).find(([, p]) => p.primary)?.[0]
    : undefined;
  return {
    key,
    property,
    column: meta.fieldName ?? naming.propertyToColumnName(property),
    codec: reference
      ? 'reference'
      : meta.type === DateTimeType
        ? 'instant'
        : meta.type === JsonType
          ? 'json'
          : 'value',
    nullable: meta.nullable === true,
    primary: meta.primary === true,
    target: target ?? '',
  };
};

const quoted = (name: string): string => JSON.stringify(name);

type Source = Readonly<Record<string, unknown>>;
type Reader = (source: Source) => unknown;

/** A field of a row (`row["e_createdAt"]`) as the domain value. */
const rowReader = (field: Field, prefix: string): Reader => {
  const name = prefix + field.key;
  if (field.codec !== 'instant') return (row) => row[name];
  return field.nullable
    ? (row) => (row[name] === null ? null : instant(row[name] as string | Date))
    : (row) => instant(row[name] as string | Date);
};

/** An entity's property (`entity.event?.eid ?? null` for a reference) as the domain value. */
const entityReader = (field: Field): Reader => {
  const { property, target } = field;
  if (field.codec === 'reference')
    return (entity) => (entity[property] as Source | null | undefined)?.[target] ?? null;
  return field.nullable ? (entity) => entity[property] ?? null : (entity) => entity[property];
};

/**
 * A mapper from `[key, reader]` pairs, computed once per table. Each object starts as a copy of one
 * template holding every key (so all share one shape, and V8 copies it whole), then each key is
 * overwritten with its reader's value, a fifth cheaper than adding the keys one by one to an empty
 * object. Plain closures cost a few hundred ns more per object than the object literal `new
 * Function` generated here before; measured in bench/row-mapper.bench.ts (bench/README.md).
 */
const mapper = <S, T>(entries: readonly (readonly [string, Reader])[]): ((source: S) => T) => {
  const keys = entries.map(([key]) => key);
  const readers = entries.map(([, reader]) => reader);
  const template: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, null]));
  return (source) => {
    const object = { ...template };
    for (let i = 0; i < keys.length; i++)
      object[keys[i] as string] = (readers[i] as Reader)(source as Source);
    return object as T;
  };
};

const checkCoverage = (schema: EntitySchema, fields: readonly Field[], notInDomain: readonly string[]) => {
  const mapped = new Set([...fields.map((field) => field.property), ...notInDomain]);
  const missing = Object.keys(propertiesOf(schema)).filter((property) => !mapped.has(property));
  if (missing.length > 0)
    throw new Error(
      `${schema.meta.className}: map ${missing.join(', ')} to a domain field or list it as not part of the domain object`,
    );
};

/** `alias."column" as "<prefix><field>"`, or only `alias."column"` where the two names agree. */
const selected = (field: Field, alias: string, prefix: string): string => {
  const name = prefix + field.key;
  if (field.sql !== undefined) return `${field.sql(alias)} as ${quoted(name)}`;
  return field.column === name
    ? `${alias}.${quoted(field.column)}`
    : `${alias}.${quoted(field.column)} as ${quoted(name)}`;
};

/** `"alias"."column" as "<prefix><field>"` for Kysely. */
const kyselyColumn = (field: Field, alias: string, prefix: string): AliasedRawBuilder<unknown, string> =>
  (field.sql === undefined ? sql.ref(`${alias}.${field.column}`) : sql.raw(field.sql(alias))).as(
    prefix + field.key,
  );

const selection = <D, P extends string>(fields: readonly Field[], prefix: P): Selection<D, P> => ({
  select: (alias) => fields.map((field) => selected(field, alias, prefix)).join(', '),
  columns: (alias) => fields.map((field) => kyselyColumn(field, alias, prefix)),
  fromRow: mapper(fields.map((field) => [field.key, rowReader(field, prefix)])),
});

/**
 * The map of a table whose every property is a field of the domain object `D`, except those
 * listed as `notInDomain` (sort keys the database computes, columns other calls read): a property
 * in neither fails when this module loads, a domain field missing from `mapping` fails to compile.
 */
export const tableMap =
  <D>() =>
  <E extends object, const M extends Mapping<D, E>>(
    schema: EntitySchema<E, never>,
    mapping: M,
    notInDomain: readonly PropertyOf<E>[],
  ): TableMap<D, E, M> => {
    const untyped = schema as unknown as EntitySchema;
    const fields = Object.entries<string>(mapping).map(([key, property]) => fieldOf(untyped, key, property));
    checkCoverage(untyped, fields, notInDomain);
    const jsonValue = fields.map((field) => field.codec === 'json');
    const values = (object: D): unknown[] =>
      fields.map((field, i) => {
        const value = (object as Record<string, unknown>)[field.key];
        return jsonValue[i] ? JSON.stringify(value) : value;
      });
    return {
      table: schema.meta.tableName,
      fields,
      notInDomain,
      rows: (prefix) => selection(fields, prefix),
      fromEntity: mapper(fields.map((field) => [field.key, entityReader(field)])),
      toEntity: mapper(fields.map((field) => [field.property, (object: Source) => object[field.key]])),
      insert: {
        columns: fields.map((field) => quoted(field.column)),
        primaryKey: fields.filter((field) => field.primary).map((field) => quoted(field.column)),
        placeholders: (first) =>
          fields.map((field, i) => `$${first + i}${field.codec === 'json' ? '::jsonb' : ''}`),
        values,
      },
    };
  };

/** Nothing when the keys `K` are exactly those of `D`; else a property naming the difference. */
type SameKeys<D, K> = [Exclude<keyof D, K>, Exclude<K, keyof D>] extends [never, never]
  ? unknown
  : { readonly missingOrExtra: Exclude<keyof D, K> | Exclude<K, keyof D> };

/**
 * A read-only view of a table as the domain object `D`, for list queries that need less than the
 * whole row: the table's fields without those `omitted`, with those `added` computed from its
 * columns, each aliased to `prefix` + its name (a prefix keeps joined tables apart). `D`'s fields
 * must be exactly those, or the call does not compile.
 */
export const projection =
  <D>() =>
  <T, E, M extends Mapping<T, E>, O extends keyof T & string, A extends string, P extends string = ''>(
    table: TableMap<T, E, M>,
    omitted: readonly O[],
    added: { readonly [K in A]: Computed<T> } & NoInfer<SameKeys<D, Exclude<keyof T, O> | A>>,
    prefix: P = '' as P,
  ): Selection<D, P> => {
    const columnOf = new Map(table.fields.map((field) => [field.key, quoted(field.column)]));
    const column = (key: string) => columnOf.get(key) ?? '';
    const kept = table.fields.filter((field) => !(omitted as readonly string[]).includes(field.key));
    const computed = Object.entries<Computed<T>>(added as Record<A, Computed<T>>).map(
      ([key, source]): Field => ({
        key,
        property: '',
        column: '',
        codec: 'value',
        nullable: false,
        primary: false,
        target: '',
        sql: (alias) => source.sql((field) => `${alias}.${column(field)}`),
      }),
    );
    return selection([...kept, ...computed], prefix);
  };
