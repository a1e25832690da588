// Every test file starts with the English catalogue in, as the browser does before its first render.
import en from '../../locales/en/index';
import { startTranslations } from '../lib/i18n';

startTranslations('en', en);
