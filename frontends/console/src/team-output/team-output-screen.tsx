/** TODO(helper): replace with the screen. */
export const TeamOutputScreen = () => <p>TeamOutputScreen</p>;
