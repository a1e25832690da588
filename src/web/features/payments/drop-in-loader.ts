import type { DropinCreateOptions } from 'braintree-web-drop-in';
import dropinStylesheetUrl from 'braintree-web-drop-in/dropin.css?url';

/** Drop-in looks for its stylesheet under this id and, when it is missing, loads one from its CDN. */
const STYLESHEET_ID = 'braintree-dropin-stylesheet';

/** Our own copy of the drop-in's stylesheet, built with the client: nothing of it comes from a CDN. */
function ensureStylesheet() {
  if (document.getElementById(STYLESHEET_ID)) return;
  const link = document.createElement('link');
  link.id = STYLESHEET_ID;
  link.rel = 'stylesheet';
  link.href = dropinStylesheetUrl;
  document.head.append(link);
}

/**
 * braintree-web-drop-in, bundled from npm into a chunk of its own that only live mode loads: the home
 * page never carries it, and test mode never downloads it.
 */
export async function loadDropin() {
  ensureStylesheet();
  const module = await import('braintree-web-drop-in');
  // CommonJS interop: module.exports is the default export; a bundler may also hand it over as is.
  return module.default ?? (module as unknown as typeof module.default);
}

export type { DropinCreateOptions };
