import {
  daysUntilReset,
  showDashboardAlert,
  usageAlert,
  usageAlertMessage,
  usageAlertTitle,
} from '@staffplan/core';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertTitle } from '../../../components/ui/alert';

/** The dashboard's usage warning (core's thresholds): shown from 90% used. */
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
  const level = usageAlert(percent, exceeded);
  const title = usageAlertTitle(level);
  if (!title || !showDashboardAlert(percent, exceeded)) return null;
  return (
    <Alert variant={level === 'exceeded' ? 'destructive' : 'warning'}>
      <div className="flex gap-3">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        <div>
          <AlertTitle>{title}</AlertTitle>
          <p>{usageAlertMessage(level, percent, daysUntilReset(now, resetDate ?? null))}</p>
        </div>
      </div>
    </Alert>
  );
}
