import type { WebSocket } from 'ws';
import type { AuthUser } from '../types';

/**
 * The open thinking sockets: how many each user holds (upgrades in progress included, so
 * concurrent upgrades cannot pass the cap together) and which belong to each auth session.
 * @example
 * const registry = new SocketRegistry(10);
 * if (!registry.reserve(user.id)) refuse();
 */
export class SocketRegistry {
  private readonly counts = new Map<string, number>();
  private readonly sessions = new Map<string, Set<WebSocket>>();

  constructor(readonly perUser: number) {}

  /** Counts a connection of the user, or answers false when the user is at the cap. */
  reserve(userId: string): boolean {
    const count = this.counts.get(userId) ?? 0;
    if (count >= this.perUser) return false;
    this.counts.set(userId, count + 1);
    return true;
  }

  /** Gives back a reservation (the connection closed or its upgrade failed). */
  release(userId: string): void {
    const count = (this.counts.get(userId) ?? 1) - 1;
    if (count <= 0) this.counts.delete(userId);
    else this.counts.set(userId, count);
  }

  add(ws: WebSocket, user: AuthUser): void {
    if (!user.sessionId) return;
    let set = this.sessions.get(user.sessionId);
    if (!set) {
      set = new Set();
      this.sessions.set(user.sessionId, set);
    }
    set.add(ws);
  }

  remove(ws: WebSocket, user: AuthUser): void {
    if (!user.sessionId) return;
    const set = this.sessions.get(user.sessionId);
    set?.delete(ws);
    if (set?.size === 0) this.sessions.delete(user.sessionId);
  }

  /** Closes every socket of an ended session. */
  endSession(sessionId: string, code: number): void {
    for (const ws of this.sessions.get(sessionId) ?? []) ws.close(code, 'Session ended');
  }
}
