import { ChatResponseSchema, DEFAULT_HOURS_PER_FTE, type GeneratedPlan } from '@staffplan/core';
import { PricingSchema } from '@staffplan/core/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { authHeaders, type TestUser } from '../helpers/test-user';

let server: TestServer;
let user: TestUser;

const plan: GeneratedPlan = {
  hoursPerFte: DEFAULT_HOURS_PER_FTE,
  tasks: [
    {
      taskId: '1.1',
      lcat: 'Program Manager',
      hours: DEFAULT_HOURS_PER_FTE,
      mathRationale: '1 FTE',
      basis: 'C.3.1',
      keyPersonnel: true,
    },
    { taskId: '2.1', lcat: 'Developer', hours: 3760, mathRationale: '2 FTE', basis: 'C.4' },
  ],
  pricing: PricingSchema.parse({
    contractType: 'FFP',
    rateCard: [{ lcat: 'Developer', rate: '90.00', source: { kind: 'company' } }],
    escalation: { ratesAsOf: '2026-01-01' },
  }),
};

beforeAll(async () => {
  server = await getTestServer();
  user = await createSubscriber(server);
});
afterAll(() => server.close());

async function chat(message: string, planData: unknown = plan) {
  const res = await fetch(`${server.url}/api/chat/message`, {
    method: 'POST',
    headers: authHeaders(user),
    body: JSON.stringify({ message, planData, history: [] }),
  });
  expect(res.status).toBe(200);
  const parsed = ChatResponseSchema.parse(await res.json());
  return { message: parsed.message, plan: parsed.updatedPlan as unknown as GeneratedPlan };
}

describe('pricing by chat over HTTP (local provider)', () => {
  it('escalates, sets the fee and prices the PM, saying what changed, tasks untouched', async () => {
    const escalated = await chat('escalate 3% a year and set the fee to 8%');
    expect(escalated.plan.pricing?.escalation.percent).toBe('3');
    expect(escalated.plan.pricing?.wraps.fee.percent).toBe('8');
    expect(escalated.message).toContain('Escalation: 0% -> 3% a year');
    expect(escalated.message).toContain('Fee: 0% -> 8%');
    expect(escalated.plan.tasks).toEqual(plan.tasks);

    const pm = await chat('price the PM at $165', escalated.plan);
    expect(pm.plan.pricing?.rateCard).toContainEqual({
      lcat: 'Program Manager',
      rate: '165.00',
      source: { kind: 'company', note: 'set in chat' },
    });
    expect(pm.message).toContain('Rate of Program Manager: $165.00');
  });

  it('says a plan without pricing needs a rate card first', async () => {
    const { pricing: _none, ...unpriced } = plan;
    const reply = await chat('fee 8%', unpriced);
    expect(reply.plan.pricing).toBeUndefined();
    expect(reply.message).toContain('This plan has no pricing yet');
  });
});
