import { toast } from '@/lib/toast';
import { API_KEY_COPIED, COPY_FAILED_DESCRIPTION, COPY_FAILED_TITLE } from './messages';

/** The visible start of a listed key ('hs_AbCdEfG…' → 'hs_AbCdEfG'). */
export const keyPrefix = (maskedKey: string) => maskedKey.replace(/…$|\.{3}$/, '');

/**
 * Copies text to the clipboard with the spec's feedback: 'API key copied', or 'Failed to copy' / 'Could
 * not copy API key to clipboard' (spec 001 §8) when the browser refuses (no permission, not HTTPS).
 */
export async function copyToClipboard(text: string, description?: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    toast.success(API_KEY_COPIED, { description });
    return true;
  } catch {
    toast.error(COPY_FAILED_TITLE, { description: COPY_FAILED_DESCRIPTION });
    return false;
  }
}
