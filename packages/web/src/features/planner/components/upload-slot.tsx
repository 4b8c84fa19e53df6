import { FileText, Loader2, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

const ACCEPT =
  '.pdf,.doc,.docx,.xlsx,.txt,.md,.markdown,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/plain,text/markdown';

/** One upload slot: a file picker, the document's name and a processing overlay. */
export function UploadSlot({
  label,
  fileName,
  processing,
  onFile,
  onRemove,
  testId,
}: {
  label: string;
  fileName: string | null | undefined;
  processing: boolean;
  onFile: (file: File) => void;
  onRemove?: (() => void) | undefined;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="relative grid gap-1.5">
      <span className="text-sm font-medium" id={`${id}-label`}>
        {label}
      </span>
      {fileName ? (
        <div className="flex items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm">
          <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" title={fileName}>
            {fileName}
          </span>
          {onRemove ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Remove ${fileName}`}
              onClick={onRemove}
            >
              <X />
            </Button>
          ) : null}
        </div>
      ) : (
        <Button
          variant="outline"
          className="justify-start border-dashed"
          aria-describedby={`${id}-label`}
          onClick={() => input.current?.click()}
          disabled={processing}
        >
          <Upload /> Upload a document
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
      {processing ? (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 rounded-md bg-card/90 text-sm"
        >
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Processing document...
        </div>
      ) : null}
    </div>
  );
}
