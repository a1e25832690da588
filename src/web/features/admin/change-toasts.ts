import { toast } from '@/lib/toast';
import { type ChangeAction, changeFailedMessage, ERROR_TITLE } from './messages';

/**
 * Spec 001 §8: a failed create, update or delete is a destructive toast titled 'Error' that reads
 * 'Failed to {action} {entity}: {message}', the message being the server's own (e.g. a 409's reason).
 */
export function toastChangeFailed(action: ChangeAction, entity: string, error: Error): void {
  toast.error(ERROR_TITLE, { description: changeFailedMessage(action, entity, error.message) });
}
