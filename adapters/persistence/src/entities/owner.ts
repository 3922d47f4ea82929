import { DeferMode, p } from '@mikro-orm/core';
import { UserSchema } from './user.entity.ts';

/**
 * The `uid` column of a row that belongs to one user: it goes when the user goes, and the check is
 * deferred so a transaction may write the row before the user. The update rule is spelled out
 * because MikroORM picks a different default where the column is the whole primary key.
 */
export const ownerColumn = () =>
  p
    .manyToOne(UserSchema)
    .fieldName('uid')
    .deleteRule('cascade')
    .updateRule('cascade')
    .deferMode(DeferMode.INITIALLY_DEFERRED);
