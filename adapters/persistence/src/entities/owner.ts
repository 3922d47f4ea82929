import { DeferMode, p } from '@mikro-orm/core';
import { UserSchema } from './user.entity.ts';

/**
 * The `uid` column of a row that belongs to one user: it goes when the user goes, and the check is
 * deferred so a transaction may write the row before the user.
 */
export const ownerColumn = () =>
  p
    .manyToOne(UserSchema)
    .fieldName('uid')
    .deleteRule('cascade')
    .deferMode(DeferMode.INITIALLY_DEFERRED);
