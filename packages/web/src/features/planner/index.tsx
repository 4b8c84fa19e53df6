import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { getItem, KEYS, setItem } from '../../lib/storage';
import { cn } from '../../lib/utils';
import { useAuth } from '../auth/hooks/auth-context';
import { AddAmendment } from './amendments/add-amendment';
import { ChatSidebar } from './components/chat-sidebar';
import { HistoryControls } from './components/history-controls';
import { LimitDialog } from './components/limit-dialog';
import { PlanPanel } from './components/plan-panel';
import { PlannerHeader } from './components/planner-header';
import { PlannerSidebar } from './components/planner-sidebar';
import { ThinkingOverlay } from './components/thinking-overlay';
import { useChat } from './hooks/use-chat';
import { useGenerate } from './hooks/use-generate';
import { usePlanDocument } from './hooks/use-plan-document';
import { usePlanLibrary } from './hooks/use-plan-library';
import { useInitialDraft, usePlannerForm } from './hooks/use-planner-form';
import { useSavedPlans } from './hooks/use-saved-plans';
import { useThinkingSocket } from './hooks/use-thinking-socket';
import { useUploads } from './hooks/use-uploads';
import { PlannerViews } from './pricing/planner-views';

/** The staffing planner (/staffing-planner). */
export function PlannerPage() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const draft = useInitialDraft(email);
  const doc = usePlanDocument(draft?.loadedPlanData, draft?.loadedPlanId, draft?.planName);
  const { form, setForm, update } = usePlannerForm(email, draft, doc.plan, doc.loaded?.id);
  const uploads = useUploads(form, setForm);
  const thinking = useThinkingSocket();
  const gen = useGenerate(form, doc.loaded, doc.show, thinking);
  const chat = useChat(form, doc.plan, doc.loaded?.id ?? null, doc.applyUpdate);
  const plans = useSavedPlans(Boolean(user));
  const library = usePlanLibrary(doc.loaded, doc.show, setForm, gen.stop, chat.reset);
  const [sidebarOpen, setSidebarOpen] = useState(() => getItem(KEYS.sidebarOpen) !== 'false');
  const [chatOpen, setChatOpen] = useState(false);

  // On a phone the sidebar covers the plan: showing a plan closes it (without remembering that).
  const revealPlan = () => {
    if (window.matchMedia('(max-width: 639px)').matches) setSidebarOpen(false);
  };
  const toggleSidebar = () => {
    setSidebarOpen((open) => {
      setItem(KEYS.sidebarOpen, String(!open));
      return !open;
    });
  };

  return (
    <div className="flex h-screen flex-col">
      <PlannerHeader sidebarOpen={sidebarOpen} onToggleSidebar={toggleSidebar} />
      <div className="flex min-h-0 flex-1">
        <aside
          aria-label="Plan inputs"
          className={cn(
            'shrink-0 overflow-y-auto border-r bg-card transition-[width]',
            sidebarOpen ? 'w-full sm:w-80' : 'hidden',
          )}
        >
          <PlannerSidebar
            form={form}
            update={update}
            processing={uploads.processing}
            onUpload={uploads.upload}
            onUploadSupporting={uploads.uploadSupporting}
            onRemove={uploads.remove}
            generating={gen.generating}
            onGenerate={() => {
              revealPlan();
              void gen.generate();
            }}
            plans={plans}
            selectedId={doc.loaded?.id ?? null}
            onLoad={(id) => {
              revealPlan();
              void library.load(id);
            }}
            onDelete={library.remove}
          />
        </aside>
        <main
          className={cn(
            // From 640 px Undo/Redo and the chat button float over the bottom corners: room to scroll past them.
            'relative min-w-0 flex-1 overflow-y-auto p-4 sm:pb-24 md:p-6 md:pb-24',
            sidebarOpen && 'hidden sm:block',
          )}
        >
          <AddAmendment
            planId={doc.loaded?.id ?? null}
            plan={doc.plan}
            disabled={doc.saving || gen.generating}
            onAmended={doc.adopt}
          />
          <PlannerViews
            plan={doc.plan}
            planKey={doc.loaded?.id ?? 'unsaved'}
            planName={form.planName}
            saved={doc.loaded !== null}
            onSavePricing={doc.savePricing}
          >
            <PlanPanel
              plan={doc.plan}
              planName={form.planName}
              fteTarget={form.fteTarget}
              saved={doc.loaded !== null}
              saving={doc.saving}
              onRename={async (name) => {
                if (await doc.rename(name)) update('planName', name);
              }}
              onEditTask={gen.generating || chat.busy ? undefined : doc.editTask}
              onNewPlan={library.startNew}
              loading={library.loadingId !== null}
            />
          </PlannerViews>
          {gen.generating ? <ThinkingOverlay text={thinking.text} error={thinking.error} /> : null}
        </main>
        {chatOpen ? (
          <ChatSidebar
            messages={chat.messages}
            busy={chat.busy}
            onSend={(text) => void chat.send(text)}
            onClose={() => setChatOpen(false)}
          />
        ) : null}
      </div>
      {/* On a phone a bar under the plan holds Undo/Redo and the chat button, so they cover nothing;
          from 640 px the bar dissolves (display: contents) and they float. */}
      <div
        className="flex shrink-0 items-center gap-2 border-t bg-card px-3 py-1.5 empty:hidden sm:contents"
        data-testid="planner-dock"
      >
        <HistoryControls
          history={doc.history}
          // A chat answer is computed from the plan as sent: no undo, redo or cell edit meanwhile.
          canUndo={doc.canUndo && !chat.busy}
          canRedo={doc.canRedo && !chat.busy}
          onUndo={doc.undo}
          onRedo={doc.redo}
        />
        {chatOpen ? null : (
          <Button
            size="icon"
            className="ml-auto size-10 rounded-full sm:fixed sm:right-6 sm:bottom-6 sm:z-30 sm:size-12 sm:shadow-lg"
            aria-label="Open AI Assistant"
            onClick={() => setChatOpen(true)}
          >
            <MessageSquare />
          </Button>
        )}
      </div>
      <LimitDialog open={gen.limitOpen} onOpenChange={gen.setLimitOpen} />
    </div>
  );
}
