import { Tooltip as Tip } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** Tooltip timing of docs/product.md, Limits: 700 ms before the first one opens, 300 ms skip delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Shares that timing among the tooltips below it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tip.Provider>
  );
}

/** A tooltip on `children` (a focusable trigger): shown on hover after the delay, or on focus. */
export function Tooltip({
  content,
  children,
  side = 'top',
  className,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: ComponentProps<typeof Tip.Content>['side'];
  className?: string;
}) {
  return (
    <Tip.Root>
      <Tip.Trigger asChild>{children}</Tip.Trigger>
      <Tip.Portal>
        <Tip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
            className,
          )}
        >
          {content}
          <Tip.Arrow className="fill-foreground" />
        </Tip.Content>
      </Tip.Portal>
    </Tip.Root>
  );
}
