import { Loader2 } from 'lucide-react';

/** A full-area loading indicator with a visible label. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-2 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
