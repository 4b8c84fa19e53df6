import { type ChangeEvent, type FormEvent, useState } from 'react';

type Messages<Name extends string> = Partial<Record<Name, string>>;

/** The fields' messages, without the fields that are fine. */
function messagesOnly<Name extends string>(found: Record<Name, string | undefined>): Messages<Name> {
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Messages<Name>;
}

/**
 * The fields and submit flow the auth forms share. On submit, `check` gives each field's
 * message (undefined where it is fine): when any field has one, the messages show and nothing
 * is sent; otherwise `send` runs once while the form is busy. A failed `send` has already been
 * told to the user by a toast; `onFailure` may note it besides.
 */
export function useAuthForm<Name extends string>({
  initial,
  check,
  send,
  onFailure,
}: {
  initial: Record<Name, string>;
  check: (values: Record<Name, string>) => Record<Name, string | undefined>;
  send: (values: Record<Name, string>) => Promise<void>;
  onFailure?: (error: unknown) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<Name>>({});
  const [busy, setBusy] = useState(false);

  /** What a TextField needs to show and edit one field: its id, text and message. */
  const field = (name: Name) => ({
    id: name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      setValues((current) => ({ ...current, [name]: text }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = messagesOnly(check(values));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      onFailure?.(error);
    } finally {
      setBusy(false);
    }
  };

  return { values, busy, field, submit };
}
