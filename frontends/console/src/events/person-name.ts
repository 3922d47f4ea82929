/** 'Forename Surname' as tables and dialogs show a person (a deleted facilitator reads as blank). */
export const personName = (person: { readonly forename: string; readonly surname: string }): string =>
  `${person.forename} ${person.surname}`.trim();
