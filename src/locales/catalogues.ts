import type { Language } from '@domain/shared/language';
import en from './en/index';
import enServer from './en/server';
import ms from './ms/index';
import msServer from './ms/server';
import ta from './ta/index';
import taServer from './ta/server';
import zh from './zh/index';
import zhServer from './zh/server';

/** One language's whole catalogue: the web pages' namespaces and the server's. */
export type Catalogue = typeof en & typeof enServer;
export type Namespace = keyof Catalogue;

/**
 * Every language's catalogue, for the server (which writes in any of them) and the tests. The web
 * client never imports this: it loads `<language>/index.ts` alone, when the language is chosen.
 */
export const CATALOGUES: Record<Language, Catalogue> = {
  en: { ...en, ...enServer },
  zh: { ...zh, ...zhServer },
  ms: { ...ms, ...msServer },
  ta: { ...ta, ...taServer },
};
