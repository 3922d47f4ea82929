/**
 * Preloaded into a product process (`NODE_OPTIONS=--import=<this file>`) by a browser test that
 * needs the calendar to have moved on, e.g. so a closed event is pending removal: every `Date`
 * made without arguments, and `Date.now()`, read E2E_CLOCK_SHIFT_DAYS days later than the real
 * clock. Dates built from a value are left alone.
 */
const RealDate = globalThis.Date;
const shiftMs = Number(process.env.E2E_CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;
const now = () => RealDate.now() + shiftMs;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});
