import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { FieldError, LabelledField } from '../../../components/ui/label';

/** A labelled input with its validation message wired for assistive technology. */
export function TextField({
  id,
  label,
  error,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; error?: string | undefined }) {
  const errorId = `${id}-error`;
  return (
    <LabelledField htmlFor={id} label={label}>
      <Input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        {...(error ? { 'aria-describedby': errorId } : {})}
        {...props}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </LabelledField>
  );
}
