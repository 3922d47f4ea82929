/** The live wizard's steps, in order: 0 Agreement, 1 Edit, 2 Reveal, 3 Output, 4 Meaningful Work. */
export const LIVE_STEPS = [0, 1, 2, 3, 4] as const;
export type LiveStep = (typeof LIVE_STEPS)[number];
export const LIVE_STEP_NAMES: Readonly<Record<LiveStep, string>> = {
  0: 'Agreement',
  1: 'Edit',
  2: 'Reveal',
  3: 'Output',
  4: 'Meaningful Work',
};

/**
 * Where a participant last was and when they last did something: the live step their wizard last
 * reported, and the latest of that report and their saves (pre-work and live).
 */
export interface ParticipantActivity {
  readonly uid: string;
  readonly liveStep: LiveStep | null;
  readonly lastActiveAt: Date | null;
}
