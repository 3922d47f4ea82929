import type { User, UserRepository } from '@vs/domain';
import { normaliseEmail } from '@vs/domain';
import { type UserEntity, UserSchema } from '../entities/user.entity.ts';
import { type EmSource, inOrderOf, isUuid, onlyUuids } from './shared.ts';

export const toUser = (row: UserEntity): User => ({
  uid: row.uid,
  forename: row.forename,
  surname: row.surname,
  email: row.email,
  passwordHash: row.passwordHash ?? null,
  accessLevel: row.accessLevel,
  portalLink: row.portalLink,
  mwEnabled: row.mwEnabled,
  eventId: row.event?.eid ?? null,
  responseCompleted: row.responseCompleted,
  createdBy: row.createdBy ?? null,
  lastLoginAt: row.lastLoginAt ?? null,
  createdAt: row.createdAt,
});

const toRow = (user: User) => ({
  uid: user.uid,
  forename: user.forename,
  surname: user.surname,
  email: user.email,
  emailNormalised: normaliseEmail(user.email),
  passwordHash: user.passwordHash,
  accessLevel: user.accessLevel,
  portalLink: user.portalLink,
  mwEnabled: user.mwEnabled,
  event: user.eventId,
  responseCompleted: user.responseCompleted,
  createdBy: user.createdBy,
  lastLoginAt: user.lastLoginAt,
  createdAt: user.createdAt,
});

const ORDER = { createdAt: 'asc', uid: 'asc' } as const;

export const createUserRepository = (em: EmSource): UserRepository => ({
  findById: async (uid) => {
    if (!isUuid(uid)) return null;
    const row = await em().findOne(UserSchema, { uid });
    return row && toUser(row);
  },
  findByIds: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return [];
    const rows = await em().find(UserSchema, { uid: { $in: wanted } });
    return inOrderOf(uids, rows.map(toUser), (user) => user.uid);
  },
  findByEmail: async (email) => {
    const row = await em().findOne(UserSchema, { emailNormalised: normaliseEmail(email) });
    return row && toUser(row);
  },
  listByAccessLevel: async (level, inScopeOf) => {
    if (inScopeOf !== undefined && !isUuid(inScopeOf)) return [];
    const scope =
      inScopeOf === undefined
        ? {}
        : { $or: [{ createdBy: inScopeOf }, { event: { facilitatorId: inScopeOf } }] };
    const rows = await em().find(UserSchema, { accessLevel: level, ...scope }, { orderBy: ORDER });
    return rows.map(toUser);
  },
  insert: async (user) => {
    await em().insert(UserSchema, toRow(user));
  },
  update: async (user) => {
    if (!isUuid(user.uid)) return;
    const { uid, ...changes } = toRow(user);
    await em().nativeUpdate(UserSchema, { uid }, changes);
  },
  setResponseCompleted: async (uid, responseCompleted) => {
    if (!isUuid(uid)) return;
    await em().nativeUpdate(UserSchema, { uid }, { responseCompleted });
  },
  setEvent: async (uids, eventId) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeUpdate(UserSchema, { uid: { $in: wanted } }, { event: eventId });
  },
  deleteMany: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeDelete(UserSchema, { uid: { $in: wanted } });
  },
});
