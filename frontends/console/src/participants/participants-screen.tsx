/** TODO(helper): replace with the screen. */
export const ParticipantsScreen = (_props: { readonly accessLevel: 1 | 2 }) => <p>ParticipantsScreen</p>;
