import { type LucideIcon, MessageSquare, Undo2, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { LandingSection } from './landing-section';

/** One step of the demo: its icon and name over what it shows. */
function DemoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-card p-5">
      <div className="flex items-center gap-2 font-medium">
        <Icon className="size-4 text-primary" aria-hidden="true" /> {title}
      </div>
      {children}
    </div>
  );
}

/** A static demo of upload, chat and undo. */
export function DemoSection() {
  return (
    <LandingSection name="demo" title="See it work: upload, chat, undo">
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <DemoCard icon={Upload} title="Upload">
          <div className="mt-4 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            API-SOO-12-21.docx · 48,210 characters extracted
          </div>
        </DemoCard>
        <DemoCard icon={MessageSquare} title="Chat">
          <div className="mt-4 grid gap-2 text-sm">
            <p className="justify-self-end rounded-md bg-primary px-3 py-2 text-primary-foreground">
              Add a QA Engineer for 500 hours
            </p>
            <p className="rounded-md bg-muted px-3 py-2">
              Added task 4.1 (QA Engineer, 500 h). Total 7,990 h → 8,490 h.
            </p>
          </div>
        </DemoCard>
        <DemoCard icon={Undo2} title="Undo">
          <p className="mt-4 text-sm text-muted-foreground">
            Changed your mind? Undo restores the previous version, up to ten steps back, and saves it.
          </p>
        </DemoCard>
      </div>
    </LandingSection>
  );
}
