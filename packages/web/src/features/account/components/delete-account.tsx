import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { loadApi } from '../../../lib/api-lazy';
import { errorMessage } from '../../../lib/errors';
import { clearSubscriptionKeys } from '../../../lib/storage';
import { useAuth } from '../../auth/hooks/auth-context';

/** Delete account: confirmed by typing the e-mail, then DELETE /api/account and sign-out. */
export function DeleteAccount({ email }: { email: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await (await loadApi()).deleteAccount();
      clearSubscriptionKeys();
      await signOut().catch(() => undefined);
      toast.success('Account deleted', { description: 'Your account and all its data have been removed.' });
      void navigate('/');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to delete account') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border border-destructive/40 p-4">
      <h3 className="font-semibold text-destructive">Delete account</h3>
      <p className="text-sm text-muted-foreground">
        Deletes your account, plans and usage history. All data is removed within 30 days. This cannot be
        undone.
      </p>
      <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        title="Delete your account?"
        description={
          <>
            Type <strong>{email}</strong> to confirm.
          </>
        }
        confirmLabel={busy ? 'Deleting...' : 'Delete account'}
        destructive
        confirmDisabled={busy || typed.trim().toLowerCase() !== email.toLowerCase()}
        onConfirm={remove}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="confirm-email">Email</Label>
          <Input
            id="confirm-email"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
