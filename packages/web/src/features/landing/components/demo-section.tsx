import { MessageSquare, Undo2, Upload } from 'lucide-react';

/** A static demo of upload, chat and undo. */
export function DemoSection() {
  return (
    <section aria-labelledby="demo-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="demo-title" className="text-3xl font-semibold tracking-tight">
        See it work: upload, chat, undo
      </h2>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <div className="rounded-lg border bg-card p-5">
          <div className="flex items-center gap-2 font-medium">
            <Upload className="size-4 text-primary" aria-hidden="true" /> Upload
          </div>
          <div className="mt-4 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            API-SOO-12-21.docx · 48,210 characters extracted
          </div>
        </div>
        <div className="rounded-lg border bg-card p-5">
          <div className="flex items-center gap-2 font-medium">
            <MessageSquare className="size-4 text-primary" aria-hidden="true" /> Chat
          </div>
          <div className="mt-4 grid gap-2 text-sm">
            <p className="justify-self-end rounded-md bg-primary px-3 py-2 text-primary-foreground">
              Add a QA Engineer for 500 hours
            </p>
            <p className="rounded-md bg-muted px-3 py-2">
              Added task 4.1 (QA Engineer, 500 h). Total 7,990 h → 8,490 h.
            </p>
          </div>
        </div>
        <div className="rounded-lg border bg-card p-5">
          <div className="flex items-center gap-2 font-medium">
            <Undo2 className="size-4 text-primary" aria-hidden="true" /> Undo
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Changed your mind? Undo restores the previous version, up to ten steps back, and saves it.
          </p>
        </div>
      </div>
    </section>
  );
}
