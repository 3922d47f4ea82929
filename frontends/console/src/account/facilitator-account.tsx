/** TODO(helper): replace with the screen. */
export const FacilitatorAccount = () => <p>FacilitatorAccount</p>;
