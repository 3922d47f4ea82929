/** TODO(helper): replace with the screen. */
export const ExpiredEventsScreen = (_props: { readonly isFacilitator: boolean }) => (
  <p>ExpiredEventsScreen</p>
);
