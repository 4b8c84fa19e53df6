import { DEFAULT_HOURS_PER_FTE } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { parsePlanToolInput, planTool } from './tools';

describe('the plan tool', () => {
  it('keeps the custom instructions the model could not act on, for the planner banner', () => {
    const result = parsePlanToolInput({
      tasks: [{ taskId: '1', lcat: 'Program Manager', hours: DEFAULT_HOURS_PER_FTE }],
      instructionsNotApplied: ['Use our preferred subcontractor'],
    });
    expect(result.ok && result.plan.instructionsNotApplied).toEqual(['Use our preferred subcontractor']);
    const schema = planTool().inputSchema as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toContain('instructionsNotApplied');
  });
});
