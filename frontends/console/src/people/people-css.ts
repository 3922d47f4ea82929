/** Styles of this area's screens (design tokens from @vs/ui). */
export const peopleCss = ``;
