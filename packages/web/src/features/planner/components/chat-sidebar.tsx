import { chatKeyAction } from '@staffplan/core';
import { Bot, Loader2, Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import type { ChatEntry } from '../hooks/use-chat';
import { DiffView } from './diff-view';

/** The right chat sidebar (384 px), titled AI Assistant; beside the plan from 1024 px. Enter sends; Shift+Enter adds a line. */
export function ChatSidebar({
  messages,
  busy,
  onSend,
  onClose,
}: {
  messages: ChatEntry[];
  busy: boolean;
  onSend: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.length + (busy ? 1 : 0);
  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const send = () => {
    if (!text.trim() || busy) return;
    onSend(text);
    setText('');
  };
  return (
    <aside
      aria-label="AI Assistant"
      // Wide screens: a column beside the plan (the main panel shrinks, the table scrolls
      // sideways). Narrower: a panel over the plan, the full width on phones.
      className="fixed inset-y-0 right-0 z-40 flex w-full flex-col border-l bg-card shadow-xl sm:w-96 lg:static lg:z-auto lg:shrink-0 lg:shadow-none"
    >
      <div className="flex h-14 items-center justify-between border-b px-4">
        <h2 className="flex items-center gap-2 font-semibold">
          <Bot className="size-4 text-primary" aria-hidden="true" /> AI Assistant
        </h2>
        <Button variant="ghost" size="icon" aria-label="Close AI Assistant" onClick={onClose}>
          <X />
        </Button>
      </div>
      <div className="flex-1 space-y-3 overflow-auto p-4 text-sm" aria-live="polite">
        {messages.length === 0 ? (
          <p className="text-muted-foreground">
            Ask for changes in plain language, for example “Add a QA Engineer for 500 hours” or “Set task 2.1
            to 940 hours”.
          </p>
        ) : null}
        {messages.map((m, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: messages are append-only
            key={i}
            className={cn(
              'max-w-[90%] rounded-lg px-3 py-2 whitespace-pre-wrap',
              m.role === 'user' ? 'ml-auto bg-primary text-primary-foreground' : 'bg-muted',
            )}
          >
            {m.content}
            {m.diff ? <DiffView diff={m.diff} /> : null}
          </div>
        ))}
        {busy ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Thinking...
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      <form
        className="flex gap-2 border-t p-3"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <Textarea
          aria-label="Message the AI Assistant"
          placeholder="Describe a change to the plan..."
          className="min-h-10 flex-1 resize-none"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (chatKeyAction(e) === 'send') {
              e.preventDefault();
              send();
            }
          }}
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={busy || !text.trim()}>
          <Send />
        </Button>
      </form>
    </aside>
  );
}
