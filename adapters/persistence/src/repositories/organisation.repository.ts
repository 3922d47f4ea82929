import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  compareOrganisations,
  type Organisation,
  type OrganisationHeader,
  type OrganisationRepository,
} from '@vs/domain';
import { type OrganisationEntity, OrganisationSchema } from '../entities/organisation.entity.ts';
import { type EmSource, isUuid, onlyUuids } from './shared.ts';

/** Every column but the logo's bytes. */
type HeaderRow = Pick<
  OrganisationEntity,
  | 'orgId'
  | 'name'
  | 'slug'
  | 'logoType'
  | 'logoVersion'
  | 'accentColour'
  | 'senderName'
  | 'hideProductName'
  | 'retentionDays'
  | 'language'
  | 'createdAt'
>;

const toHeader = (row: HeaderRow): OrganisationHeader => ({
  orgId: row.orgId,
  name: row.name,
  slug: row.slug,
  branding: {
    logo: !row.logoType || !row.logoVersion ? null : { contentType: row.logoType, version: row.logoVersion },
    accentColour: row.accentColour ?? null,
    senderName: row.senderName ?? null,
    hideProductName: row.hideProductName,
  },
  retentionDays: row.retentionDays ?? null,
  language: row.language ?? null,
  createdAt: row.createdAt,
});

const toOrganisation = (row: OrganisationEntity): Organisation => {
  const { branding, ...header } = toHeader(row);
  const bytes = row.logo === null || row.logo === undefined ? null : new Uint8Array(row.logo);
  return {
    ...header,
    branding: {
      ...branding,
      logo: branding.logo === null || bytes === null ? null : { ...branding.logo, bytes },
    },
  };
};

const toRow = ({ branding, ...organisation }: Organisation) => ({
  ...organisation,
  logo: branding.logo === null ? null : Buffer.from(branding.logo.bytes),
  logoType: branding.logo?.contentType ?? null,
  logoVersion: branding.logo?.version ?? null,
  accentColour: branding.accentColour,
  senderName: branding.senderName,
  hideProductName: branding.hideProductName,
});

/** A write that hit the unique slug: the caller says the slug is taken. */
const slugFree = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
};

export const createOrganisationRepository = (em: EmSource): OrganisationRepository => ({
  findById: async (orgId) => {
    if (!isUuid(orgId)) return null;
    const row = await em().findOne(OrganisationSchema, { orgId });
    return row && toOrganisation(row);
  },
  findBySlug: async (slug) => {
    const row = await em().findOne(OrganisationSchema, { slug });
    return row && toOrganisation(row);
  },
  findHeader: async (key) => {
    if ('orgId' in key && !isUuid(key.orgId)) return null;
    const row = await em().findOne(OrganisationSchema, key, { exclude: ['logo'] });
    return row && toHeader(row);
  },
  list: async (orgIds) => {
    const rows = await em().find(
      OrganisationSchema,
      orgIds === undefined ? {} : { orgId: { $in: onlyUuids(orgIds) } },
    );
    // Sorted here, as the domain sorts (the database's collation may order case differently).
    return rows.map(toOrganisation).sort(compareOrganisations);
  },
  retentionOverrides: async (orgIds) => {
    const rows = await em().find(
      OrganisationSchema,
      {
        retentionDays: { $ne: null },
        ...(orgIds === undefined ? {} : { orgId: { $in: onlyUuids(orgIds) } }),
      },
      { fields: ['orgId', 'retentionDays'] },
    );
    return rows.flatMap(({ orgId, retentionDays }) =>
      retentionDays === null || retentionDays === undefined ? [] : [{ orgId, retentionDays }],
    );
  },
  insert: (organisation) => slugFree(() => em().insert(OrganisationSchema, toRow(organisation))),
  update: ({ orgId, ...organisation }) =>
    slugFree(() => em().nativeUpdate(OrganisationSchema, { orgId }, toRow({ orgId, ...organisation }))),
});
