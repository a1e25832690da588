import {
  createRosterInsurer,
  type InsurerAdapter,
  InsurerUnavailableError,
  type InsurerVerification,
} from '../adapters/insurer';

/**
 * The roster insurer, observed: `state.calls` counts the verifications asked for, each one fails
 * while `state.down` is set, and `state.beforeNextVerify`, when set, runs once inside the next one
 * (a hook between a booking's read-only checks and its transaction). `state.answerExtras`, when set,
 * is merged into every answer: an insurer that sends more than it is asked for (extra fields, a
 * benefit profile with policy numbers).
 */
export function observedRosterInsurer() {
  const roster = createRosterInsurer();
  const state: {
    calls: number;
    down: boolean;
    beforeNextVerify: (() => Promise<void>) | null;
    answerExtras: (Partial<InsurerVerification> & Record<string, unknown>) | null;
  } = {
    calls: 0,
    down: false,
    beforeNextVerify: null,
    answerExtras: null,
  };
  const insurer: InsurerAdapter = {
    async verify(input) {
      state.calls += 1;
      if (state.down) throw new InsurerUnavailableError('down for the test');
      const hook = state.beforeNextVerify;
      state.beforeNextVerify = null;
      if (hook) await hook();
      const answer = await roster.verify(input);
      return state.answerExtras ? { ...answer, ...state.answerExtras } : answer;
    },
  };
  return { insurer, state };
}
