import 'i18next';
import type { Catalogue } from './catalogues';

// t('namespace:key') is checked against the English catalogue: a key that does not exist fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
