import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';

/** A labelled input with its validation message wired for assistive technology. */
export function TextField({
  id,
  label,
  error,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; error?: string | undefined }) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        {...(error ? { 'aria-describedby': errorId } : {})}
        {...props}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
