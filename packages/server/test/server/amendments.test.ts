import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GeneratedPlan, toCsv } from '@staffplan/core';
import { createClient, NotFoundError, type StaffPlanClient } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription } from '../helpers/subscription';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser } from '../helpers/test-user';

/** The team's own chains modelled on NIH, FLETC and TruData (core's own fixtures, not the evaluation corpus). */
const DIR = join(__dirname, '../../../core/test/fixtures/amendments');
const text = (path: string) => readFileSync(join(DIR, path), 'utf8');
const file = (path: string) => ({
  file: new Blob([text(path)], { type: 'text/plain' }),
  name: path.split('/').pop() as string,
});
const amendmentsOf = (plan: GeneratedPlan) =>
  (plan.amendments ?? []) as Array<{ name: string; number?: string }>;

function amendmentSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let server: TestServer;
    let client: StaffPlanClient;
    let other: StaffPlanClient;
    let token: string;
    beforeAll(async () => {
      server = await getTestServer({ postgres });
      const [user, stranger] = await Promise.all([createTestUser(server), createTestUser(server)]);
      await Promise.all([
        grantSubscription(server, user.user.id),
        grantSubscription(server, stranger.user.id),
      ]);
      token = user.accessToken;
      client = createClient({ baseUrl: server.url, accessToken: user.accessToken, maxRetries: 0 });
      other = createClient({ baseUrl: server.url, accessToken: stranger.accessToken, maxRetries: 0 });
    });
    afterAll(() => server?.close());

    it('FLETC-like: two amendments keep a hand edit, change no line, show the new dates, and each is a version undo steps over', async () => {
      const { id, generated_plan } = await client.plans.create({
        name: 'FLETC-like',
        rfp_text: text('fletc-like/rfq.txt'),
        document_names: { primary: 'rfq.txt' },
      });
      const edited = {
        ...generated_plan,
        tasks: generated_plan.tasks.map((t, i) => (i === 0 ? { ...t, hours: 2000 } : t)),
      };
      const saved = await client.plans.update(id, { generated_plan: edited, change: { source: 'edit' } });
      const steps = await client.plans.amend(id, [
        file('fletc-like/amendment-1.txt'),
        file('fletc-like/amendment-2.txt'),
      ]);
      expect(steps.map((s) => s.amendment.report.amendment.number)).toEqual(['0001', '0002']);
      for (const s of steps)
        expect(
          s.amendment.report.staffing.added +
            s.amendment.report.staffing.removed +
            s.amendment.report.staffing.changed,
        ).toBe(0);
      const plan = (await client.plans.get(id)).generated_plan;
      expect(JSON.stringify(plan.tasks)).toBe(JSON.stringify(saved.generated_plan.tasks));
      expect(plan.tasks[0]?.hours).toBe(2000);
      const dates = (plan.assumptions ?? []).filter((a) => /Phase 1 closing date/.test(a));
      expect(dates.map((d) => d.match(/December \d+, 2026/)?.[0])).toEqual([
        'December 17, 2026',
        'December 29, 2026',
      ]);
      expect(amendmentsOf(plan).map((a) => a.name)).toEqual(['amendment-1.txt', 'amendment-2.txt']);
      expect(toCsv(plan)).toContain('Amendment,Amendment 0002: amendment-2.txt');

      const history = await client.plans.versions(id);
      expect(history.versions.slice(0, 2).map((v) => v.source)).toEqual(['amendment', 'amendment']);
      expect(history.versions[0]?.message).toContain('Amendment 0002: amendment-2.txt');
      const undone = await client.plans.undo(id);
      expect(amendmentsOf(undone.plan.generated_plan).map((a) => a.name)).toEqual(['amendment-1.txt']);
      const redone = await client.plans.redo(id);
      expect(amendmentsOf(redone.plan.generated_plan)).toHaveLength(2);
      expect((await client.plans.amendments(id)).map((a) => a.report.amendment.name)).toEqual([
        'amendment-1.txt',
        'amendment-2.txt',
      ]);
      // Undone, the amendment is no longer applied: adding it again reads the documents with
      // amendment 1 only, and the plan reflects each once.
      await client.plans.undo(id);
      const [again] = await client.plans.amend(id, [file('fletc-like/amendment-2.txt')]);
      const replan = again?.plan.generated_plan as GeneratedPlan;
      expect(amendmentsOf(replan).map((a) => a.name)).toEqual(['amendment-1.txt', 'amendment-2.txt']);
      expect((replan.assumptions ?? []).filter((a) => /December 29, 2026/.test(a))).toHaveLength(1);
      expect(again?.amendment.report.changes.filter((c) => c.fact === 'document')).toHaveLength(1);
    });

    it('NIH-like: after Amendment 2 the plan says its hours include subcontractor hours, citing the amendment', async () => {
      const { id } = await client.plans.create({
        name: 'NIH-like',
        rfp_text: text('nih-like/rfp.txt'),
        document_names: { primary: 'rfp.txt' },
      });
      const [, two] = await client.plans.amend(id, [
        file('nih-like/amendment-1.txt'),
        file('nih-like/amendment-2.txt'),
      ]);
      const plan = two?.plan.generated_plan as GeneratedPlan;
      const says = (plan.assumptions ?? []).filter((a) => /include subcontractor labor hours/.test(a));
      expect(says.length).toBeGreaterThan(0);
      expect(says[0]).toMatch(/^amendment-2\.txt/);
      const change = two?.amendment.report.changes.find((c) => c.fact === 'text');
      expect(change?.source?.quote).toBe('These labor hours include subcontractor labor hours.');
    });

    it('TruData-like: after the Q&A the 24x7 line is gone with the answer that removed it, and the missing category is asked', async () => {
      const { id, generated_plan } = await client.plans.create({
        name: 'TruData-like',
        rfp_text: text('trudata-like/rfq.txt'),
        supporting_doc1: text('trudata-like/price-schedule.txt'),
        supporting_doc2: text('trudata-like/soo.txt'),
        document_names: { primary: 'rfq.txt', doc1: 'price-schedule.txt', doc2: 'soo.txt' },
      });
      const round = (p: GeneratedPlan) =>
        p.tasks.filter((t) => /24x7/.test(`${t.mathRationale} ${t.citation?.quote ?? ''}`));
      expect(round(generated_plan).length).toBeGreaterThan(0);
      const [qa] = await client.plans.amend(id, [file('trudata-like/questions-and-responses.txt')]);
      const report = qa?.amendment.report;
      expect(report?.amendment.kind).toBe('questions-and-answers');
      expect(round(qa?.plan.generated_plan as GeneratedPlan)).toEqual([]);
      const removed = report?.staffing.lines.filter((l) => l.status === 'removed') ?? [];
      expect(removed[0]?.cause?.quote).toBe(
        'The contractor is not expected to provide full 24x7 security incident coverage.',
      );
      expect(qa?.plan.generated_plan.openQuestions?.some((q) => /Data Architect/.test(q.question))).toBe(
        true,
      );
    });

    it('answers 404 for another user, 400 without a file, 409 for a stale If-Match', async () => {
      const { id } = await client.plans.create({ name: 'Guarded', rfp_text: text('fletc-like/rfq.txt') });
      await expect(other.plans.amend(id, [file('fletc-like/amendment-1.txt')])).rejects.toBeInstanceOf(
        NotFoundError,
      );
      const empty = await fetch(`${server.url}/api/staffing/plans/${id}/amendments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: new FormData(),
      });
      expect(empty.status).toBe(400);
      const form = new FormData();
      form.append('file', new Blob([text('fletc-like/amendment-1.txt')]), 'a1.txt');
      const stale = await fetch(`${server.url}/api/staffing/plans/${id}/amendments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'if-match': '"2000-01-01T00:00:00.000Z"' },
        body: form,
      });
      expect(stale.status).toBe(409);
      expect(await other.plans.amendments(id).catch((e: unknown) => e)).toBeInstanceOf(NotFoundError);
    });
  });
}

amendmentSuite('amendments of a saved plan (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  amendmentSuite('amendments of a saved plan (Postgres)', true);
});
