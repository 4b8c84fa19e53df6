import { AlertTriangle } from 'lucide-react';
import { Alert, AlertTitle } from '../../../components/ui/alert';
import { alertTitle, daysUntilReset, resetText, showOnDashboard, usageAlertLevel } from '../usage-alert';

/** The dashboard's usage warning: shown from 90% used. */
export function UsageAlertBanner({
  percent,
  exceeded = false,
  resetDate,
  now = new Date(),
}: {
  percent: number;
  exceeded?: boolean | undefined;
  resetDate?: string | undefined;
  now?: Date;
}) {
  const level = usageAlertLevel(percent, exceeded);
  if (level === 'none' || !showOnDashboard(percent, exceeded)) return null;
  return (
    <Alert variant={level === 'exceeded' ? 'destructive' : 'warning'}>
      <div className="flex gap-3">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        <div>
          <AlertTitle>{alertTitle(level)}</AlertTitle>
          <p>
            {level === 'exceeded'
              ? 'You have used all of this month’s tokens. '
              : `You have used ${Math.round(percent)}% of this month’s tokens. `}
            {resetText(daysUntilReset(now, resetDate))}
          </p>
        </div>
      </div>
    </Alert>
  );
}
