import { createRosterInsurer, type InsurerAdapter, InsurerUnavailableError } from '../adapters/insurer';

/**
 * The roster insurer, observed: `state.calls` counts the verifications asked for, each one fails
 * while `state.down` is set, and `state.beforeNextVerify`, when set, runs once inside the next one
 * (a hook between a booking's read-only checks and its transaction).
 */
export function observedRosterInsurer() {
  const roster = createRosterInsurer();
  const state: { calls: number; down: boolean; beforeNextVerify: (() => Promise<void>) | null } = {
    calls: 0,
    down: false,
    beforeNextVerify: null,
  };
  const insurer: InsurerAdapter = {
    async verify(input) {
      state.calls += 1;
      if (state.down) throw new InsurerUnavailableError('down for the test');
      const hook = state.beforeNextVerify;
      state.beforeNextVerify = null;
      if (hook) await hook();
      return roster.verify(input);
    },
  };
  return { insurer, state };
}
