import type { AdminUser } from '@domain/staff/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/features/admin';
import { ApiError, authTokenStorage } from '@/lib/api';
import { type DayVisits, NURSE_VISITS_PATH, sendPress, withSentPress } from './api';
import { type NurseStores, openNurseStores, tokenDigest } from './nurse-db';
import { createPressQueue, type NewPress, type PressQueue, type QueueState } from './press-queue';

// The nurse view's state in React: who is signed in (with signal or without), and her queue of
// presses, sent at start, on each press, whenever the phone is back online, and again by itself
// while something waits.

let stores: NurseStores | null = null;
/** The phone's stores, opened on first use (never during a server-side render or a test that passes its own). */
export const nurseStores = (): NurseStores => {
  stores ??= openNurseStores();
  return stores;
};

/**
 * How long a press that could not be sent waits for its next try: soon at first, then every half
 * minute. A phone's "online" event is not to be counted on (it may never come, or come before the
 * connection works), so the queue tries again by itself while anything waits.
 */
export const RETRY_DELAYS_MS = [3_000, 6_000, 12_000, 30_000] as const;

/** The path of "who is signed in": asked again when a nurse call says the session has ended. */
const CURRENT_USER_PATH = '/api/admin/user';

/** The session has ended (a nurse call answered 401): the account is asked again, which leads to the sign-in. */
export function useRecheckSession() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: [CURRENT_USER_PATH] }), [queryClient]);
}

export type NurseSession =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-a-nurse'; user: AdminUser }
  /** `offline`: the account could not be checked, and this is the nurse last signed in with this token. */
  | { kind: 'nurse'; user: AdminUser; offline: boolean }
  /** The account could not be checked and no nurse is remembered for this token. */
  | { kind: 'unchecked' };

/** Who the page is for, with signal or, from what the phone remembers, without. */
export function useNurseSession(): NurseSession {
  const { user, isLoading, hasToken, error } = useAuth();
  // undefined: still looking; null: nobody remembered for this token.
  const [remembered, setRemembered] = useState<AdminUser | null | undefined>(undefined);
  const couldNotCheck = hasToken && !user && error !== null && !(error instanceof ApiError);

  useEffect(() => {
    const token = authTokenStorage.read();
    if (user?.role !== 'nurse' || !token) return;
    void tokenDigest(token)
      .then((digest) => nurseStores().session.remember(digest, user))
      .catch((failure: unknown) => console.error(failure));
  }, [user]);

  useEffect(() => {
    if (!couldNotCheck) return;
    let isCurrent = true;
    const token = authTokenStorage.read();
    void (async () => {
      const [kept, digest] = await Promise.all([
        nurseStores().session.remembered(),
        token ? tokenDigest(token) : Promise.resolve(null),
      ]);
      if (isCurrent) setRemembered(kept && kept.tokenDigest === digest ? kept.user : null);
    })().catch(() => {
      if (isCurrent) setRemembered(null);
    });
    return () => {
      isCurrent = false;
    };
  }, [couldNotCheck]);

  if (isLoading) return { kind: 'loading' };
  if (!hasToken) return { kind: 'signed-out' };
  if (user) return user.role === 'nurse' ? { kind: 'nurse', user, offline: false } : { kind: 'not-a-nurse', user };
  if (couldNotCheck) {
    if (remembered === undefined) return { kind: 'loading' };
    return remembered ? { kind: 'nurse', user: remembered, offline: true } : { kind: 'unchecked' };
  }
  return { kind: 'unchecked' };
}

/** Signs out, and takes her kept lists and the remembered account off the phone; her unsent presses stay. */
export function useNurseSignOut(staffId: number | null) {
  const { logout, isLoggingOut } = useAuth();
  const queryClient = useQueryClient();
  const signOut = useCallback(async () => {
    const { days, session } = nurseStores();
    await Promise.all([staffId === null ? null : days.forget(staffId), session.forget()]).catch((error: unknown) =>
      console.error(error),
    );
    queryClient.removeQueries({ queryKey: [NURSE_VISITS_PATH] });
    await logout();
  }, [logout, queryClient, staffId]);
  return { signOut, isSigningOut: isLoggingOut };
}

export interface PressQueueHandle extends QueueState {
  press(press: Omit<NewPress, 'staffId'>): Promise<void>;
  dismiss(seq: number): Promise<void>;
  flush(): Promise<void>;
}

/** The nurse's queue of presses, kept on the phone and sent whenever it can be. */
export function usePressQueue(staffId: number, store = nurseStores().presses): PressQueueHandle {
  const queryClient = useQueryClient();
  const queue: PressQueue = useMemo(
    () =>
      createPressQueue({
        store,
        send: sendPress,
        staffId,
        onSent: (press, result) => {
          // The card shows the press as the server's at once; the list is then asked again.
          const dayQueries = { queryKey: [NURSE_VISITS_PATH, staffId] };
          queryClient.setQueriesData<DayVisits>(dayQueries, (day) => (day ? withSentPress(day, press, result) : day));
          void queryClient.invalidateQueries(dayQueries);
        },
      }),
    [store, staffId, queryClient],
  );
  const [state, setState] = useState<QueueState>(queue.state());

  // Tries since the last press that went through, for the delay before the next.
  const [tries, setTries] = useState(0);

  useEffect(() => {
    const unsubscribe = queue.subscribe(setState);
    void queue.reload().then(() => queue.flush());
    const sendNow = () => {
      setTries(0);
      void queue.flush();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void queue.reload().then(() => queue.flush());
    };
    window.addEventListener('online', sendNow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      window.removeEventListener('online', sendNow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queue]);

  const isWaiting = state.queued.length > 0;
  const canRetry = isWaiting && !state.isSending && !state.needsSignIn;
  useEffect(() => {
    if (!isWaiting) setTries(0);
  }, [isWaiting]);
  useEffect(() => {
    if (!canRetry) return;
    const delay = RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)];
    const timer = setTimeout(() => {
      setTries((count) => count + 1);
      void queue.flush();
    }, delay);
    return () => clearTimeout(timer);
  }, [canRetry, tries, queue]);

  // A press refused for an ended session: the sign-in comes back, and the queue is sent after it.
  const recheckSession = useRecheckSession();
  useEffect(() => {
    if (state.needsSignIn) recheckSession();
  }, [state.needsSignIn, recheckSession]);

  return {
    ...state,
    press: async (press) => {
      await queue.press({ ...press, staffId });
    },
    dismiss: (seq) => queue.dismiss(seq),
    flush: () => queue.flush(),
  };
}
