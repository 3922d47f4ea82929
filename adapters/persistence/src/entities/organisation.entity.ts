import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { LanguageTag, LogoType } from '@vs/domain';

/** A client organisation and its branding; the default one (DEFAULT_ORG_ID) is made by a migration. */
export const OrganisationSchema = defineEntity({
  name: 'Organisation',
  tableName: 'organisations',
  properties: {
    orgId: p.uuid().primary(),
    name: p.text(),
    slug: p.text().unique(),
    // Branding: each part its own column, the logo's bytes too (at most 200 KB; no shared disk).
    logo: p.blob().nullable(),
    logoType: p.text().$type<LogoType>().nullable(),
    logoVersion: p.text().nullable(),
    accentColour: p.text().nullable(),
    senderName: p.text().nullable(),
    hideProductName: p.boolean(),
    retentionDays: p.integer().nullable(),
    // The default language of the people its events bring in (a shipped BCP 47 tag); null: none.
    language: p.text().$type<LanguageTag>().nullable(),
    createdAt: p.datetime(),
  },
});

export type OrganisationEntity = InferEntity<typeof OrganisationSchema>;
