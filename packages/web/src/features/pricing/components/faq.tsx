import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

const QUESTIONS = [
  [
    'How does billing work?',
    'Plans are billed monthly and renew automatically. Billing is month-to-month: cancel anytime and keep access until the end of the paid period.',
  ],
  [
    'What counts as a plan?',
    'Each generated staffing plan counts once. Chat refinements, undo, saving and exports of an existing plan do not count as new plans.',
  ],
  [
    'Which documents can I upload?',
    'PDF, Word (.docx/.doc), Excel (.xlsx), text and Markdown files up to 50 MB: one primary RFP and up to two supporting documents. Do not upload classified, CUI, sensitive or personal data.',
  ],
  [
    'Can I change my plan later?',
    'Yes. Upgrade or downgrade from the subscription dialog at any time while your subscription is active.',
  ],
  [
    'Do you offer refunds?',
    'No. You can cancel at any time and keep access until the end of the current period.',
  ],
  [
    'Are my plans private?',
    'Yes. Plans are private to their owner, and uploaded documents are removed after processing, typically within about 24 hours.',
  ],
];

/** Frequently asked questions. */
export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h2 id="faq-title" className="text-2xl font-semibold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion.Root type="single" collapsible className="mt-4 divide-y rounded-lg border bg-card">
        {QUESTIONS.map(([question, answer]) => (
          <Accordion.Item key={question} value={question ?? ''}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between px-4 py-3 text-left text-sm font-medium">
                {question}
                <ChevronDown
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-sm text-muted-foreground">
              {answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
