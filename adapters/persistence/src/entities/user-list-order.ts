/**
 * The order of user lists in SQL (domain rules/user-list.ts): surname, forename, email, ignoring
 * case and accents, compared by code point whatever the database's locale, then uid.
 *
 * The folded names are stored columns the database computes (`surname_key`, `forename_key`, collated
 * "C"), so sorting thousands of matches compares plain text instead of folding every name again,
 * and the index `users_list_order_index` gives a level's pages in order without sorting at all.
 */

/** A name as lists sort it: lower case, decomposed, combining accents dropped (rules/user-list.ts `sortKeyOf`). */
export const sortKeySql = (column: string): string =>
  `regexp_replace(normalize(lower(${column}), NFD), '[\\u0300-\\u036f]', '', 'g')`;

/** The ORDER BY of user lists, for the users table under `alias`. */
export const userListOrderSql = (alias: string): string =>
  `${alias}.surname_key, ${alias}.forename_key, ${alias}.email_normalised collate "C", ${alias}.uid`;

export const USER_LIST_ORDER_INDEX = 'users_list_order_index';
