import { thinkingProcessFileName } from '@staffplan/core';
import { Brain, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { downloadBlob } from './export-menu';

/** AI Thinking Process: the plan's thinking text with Download as Text. */
export function ThinkingSection({ text }: { text: string }) {
  return (
    <details className="rounded-lg border bg-card">
      <summary className="flex cursor-pointer items-center justify-between gap-2 px-4 py-3 font-medium">
        <span className="inline-flex items-center gap-2">
          <Brain className="size-4 text-primary" aria-hidden="true" /> AI Thinking Process
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            downloadBlob(
              new Blob([text], { type: 'text/plain;charset=utf-8' }),
              thinkingProcessFileName(new Date()),
            );
          }}
        >
          <Download /> Download as Text
        </Button>
      </summary>
      <pre className="max-h-80 overflow-auto border-t px-4 py-3 font-sans text-sm whitespace-pre-wrap text-muted-foreground">
        {text}
      </pre>
    </details>
  );
}
