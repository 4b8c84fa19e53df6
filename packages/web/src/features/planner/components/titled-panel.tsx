import type { ReactNode } from 'react';

/** A bordered card of the plan's figures, named for assistive tech by its own heading. */
export function TitledPanel({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-lg border bg-card p-4">
      <h3 id={titleId} className="font-medium">
        {title}
      </h3>
      {children}
    </section>
  );
}
