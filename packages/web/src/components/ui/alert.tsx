import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'warning' | 'destructive' }) {
  const tone = {
    default: 'border-border',
    warning: 'border-warning/50 text-warning',
    destructive: 'border-destructive/50 text-destructive',
  }[variant];
  return <div role="alert" className={cn('rounded-lg border p-4 text-sm', tone, className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'h5'>) {
  return <h5 className={cn('mb-1 font-semibold', className)} {...props} />;
}
