/** TODO(helper): replace with the screen. */
export const PeopleScreen = (_props: { readonly kind: 'guides' | 'superadmins' }) => <p>PeopleScreen</p>;
