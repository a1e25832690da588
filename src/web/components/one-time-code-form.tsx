import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMessageText } from '@/lib/i18n';

export interface OneTimeCodeFormProps {
  /** The field's label: where the code came from ('Code from your text message'). */
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: () => void;
  newCodeLabel: string;
  isSendingNewCode: boolean;
  onNewCode: () => void;
  /** What went wrong (the format, the server's refusal), read out at once and tied to the field; a message of the shared rules is shown in the page's language. */
  error: string | null;
  /** What happened quietly (a new code was sent). */
  status: string | null;
}

/**
 * A 6-digit code typed from a text or an email, the button that sends it, and "Send a new code": the
 * held visit's and the waitlist entry's proof (DESIGN §8.9) share it. The phone offers the code it just
 * received (autocomplete one-time-code) on a number pad.
 */
export function OneTimeCodeForm(props: OneTimeCodeFormProps) {
  const inputId = useId();
  const errorId = useId();
  const messageText = useMessageText();
  const error = props.error ? messageText(props.error) : null;
  return (
    <form
      noValidate
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{props.label}</Label>
        <Input
          id={inputId}
          name="code"
          value={props.code}
          onChange={(event) => props.onCodeChange(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="w-36 bg-white font-mono tracking-widest"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <Button type="submit" disabled={props.isSubmitting}>
        {props.submitLabel}
      </Button>
      <Button type="button" variant="outline" disabled={props.isSendingNewCode} onClick={props.onNewCode}>
        {props.newCodeLabel}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {props.status && !error ? (
        <p role="status" className="basis-full text-sm font-medium">
          {messageText(props.status)}
        </p>
      ) : null}
    </form>
  );
}
