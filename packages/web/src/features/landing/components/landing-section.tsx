import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/**
 * One band of the landing page, named by its heading (`${name}-title`). `anchored` gives the
 * band the id `name` for in-page links; `className` styles the full-width band and
 * `columnClassName` adds to its centred column.
 */
export function LandingSection({
  name,
  title,
  anchored = false,
  className,
  columnClassName,
  children,
}: {
  name: string;
  title: string;
  anchored?: boolean;
  className?: string;
  columnClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchored ? name : undefined} aria-labelledby={`${name}-title`} className={className}>
      <div className={cn('mx-auto max-w-6xl px-4 py-16', columnClassName)}>
        <h2 id={`${name}-title`} className="text-3xl font-semibold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
