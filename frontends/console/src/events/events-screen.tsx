/** TODO(helper): replace with the screen. */
export const EventsScreen = (_props: { readonly accessLevel: 1 | 2 }) => <p>EventsScreen</p>;
