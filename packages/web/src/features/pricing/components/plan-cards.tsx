import type { Tier } from '@staffplan/core';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { PLAN_CARDS } from '../../subscription/plans';

/** The three plan cards with struck launch prices. */
export function PlanCards({ highlight, onChoose }: { highlight: boolean; onChoose: (tier: Tier) => void }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {PLAN_CARDS.map((card) => (
        <article
          key={card.tier}
          aria-labelledby={`plan-${card.tier}`}
          className={cn(
            'flex flex-col rounded-lg border bg-card p-6 shadow-sm',
            card.popular && 'border-primary',
            highlight && 'ring-2 ring-primary/40',
          )}
        >
          <div className="flex items-center justify-between">
            <h2 id={`plan-${card.tier}`} className="text-lg font-semibold">
              {card.name}
            </h2>
            {card.popular ? <Badge className="border-primary text-primary">Most popular</Badge> : null}
          </div>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-3xl font-semibold tabular-nums">{card.priceText}</span>
            <span className="text-sm text-muted-foreground">/month</span>
            <s className="text-sm text-muted-foreground tabular-nums">
              <span className="sr-only">was </span>
              {card.struckText}
            </s>
          </p>
          <p className="mt-1 text-sm font-medium text-primary">
            50% off · {card.plansPerMonth} plans per month
          </p>
          <ul className="mt-5 grid flex-1 gap-2 text-sm">
            {card.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
          <Button
            className="mt-6"
            variant={card.popular ? 'default' : 'outline'}
            onClick={() => onChoose(card.tier)}
          >
            Choose {card.name}
          </Button>
        </article>
      ))}
    </div>
  );
}
