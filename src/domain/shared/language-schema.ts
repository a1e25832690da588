import { z } from 'zod';
import { LANGUAGES } from './language';

// Apart from language.ts, which every page loads before its first render: zod is not part of that.

export const LANGUAGE_MESSAGE = 'Language must be one of en, zh, ms, ta';
/** `language` of the booking calls and the waitlist (DESIGN §8.10). */
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });
