import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ArrowLeft } from 'lucide-react';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal document: title, date, a table of sections and a Back to Home button. */
export function LegalLayout({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  const navigate = useNavigate();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Button variant="ghost" onClick={() => navigate('/')}>
        <ArrowLeft /> Back to Home
      </Button>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">Last updated {updated}</p>
      <div className="mt-8 grid gap-8">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`} className="text-xl font-semibold">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-2 grid gap-2 leading-relaxed text-muted-foreground">{s.body}</div>
          </section>
        ))}
      </div>
    </main>
  );
}
