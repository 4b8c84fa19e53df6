import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePlan } from './normalize';

const task = { taskId: '1.1', lcat: 'Program Manager', hours: 1880, mathRationale: '1 FTE', basis: 'C.3.1' };

describe('normalizePlan', () => {
  it.each([
    ['finalStaffingPlan.tasks', { finalStaffingPlan: { tasks: [task] } }],
    ['staffingPlan.tasks', { staffingPlan: { tasks: [task] } }],
    ['tasks', { tasks: [task] }],
    ['a bare array', [task]],
    ['a JSON string', JSON.stringify({ tasks: [task] })],
    ['a JSON string inside finalStaffingPlan', { finalStaffingPlan: JSON.stringify({ tasks: [task] }) }],
    ['tasks as a JSON string', { tasks: JSON.stringify([task]) }],
    ['nested wrappers', { plan: { staffingPlan: { finalStaffingPlan: { tasks: [task] } } } }],
    ['a saved plan', { id: 'p1', name: 'Guard', generated_plan: { tasks: [task] } }],
    ['a saved plan with a string generated_plan', { id: 'p1', generated_plan: JSON.stringify([task]) }],
    ['a fenced model answer', `Here you go:\n\`\`\`json\n${JSON.stringify({ tasks: [task] })}\n\`\`\``],
    ['an unknown nesting key', { response: { body: { tasks: [task] } } }],
  ])('finds tasks in %s', (_name, input) => {
    const result = normalizePlan(input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.tasks).toEqual([task]);
  });

  it('prefers finalStaffingPlan over staffingPlan and tasks', () => {
    const other = { ...task, taskId: '9' };
    const result = normalizePlan({
      tasks: [other],
      staffingPlan: { tasks: [other] },
      finalStaffingPlan: { tasks: [task] },
    });
    expect(result.ok && result.value.tasks.map((t) => t.taskId)).toEqual(['1.1']);
  });

  it('coerces hours and ids and reads aliases', () => {
    const result = normalizePlan([
      { taskId: 7, role: 'QA Engineer', hours: '1,880 h', notes: 'C.4', calculationMethod: '1 x 1880' },
      { lcat: 'Developer', hours: 'many' },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.tasks[0]).toEqual({
      taskId: '7',
      lcat: 'QA Engineer',
      hours: 1880,
      mathRationale: '1 x 1880',
      basis: 'C.4',
    });
    expect(result.value.tasks[1]).toMatchObject({ taskId: '2', hours: 0 });
    expect(result.warnings).toEqual([
      '(root).1.hours: expected a non-negative number, received "many"; using 0',
    ]);
  });

  it('keeps thinkingProcess and the other plan fields from any level', () => {
    const result = normalizePlan({
      thinkingProcess: 'Read C.3',
      finalStaffingPlan: {
        title: 'Guard services',
        hoursPerFte: 2080,
        periodOfPerformance: { months: 24, periods: [{ name: 'Base Year', months: 12 }] },
        tasks: [task],
        summary: 'kept',
      },
    });
    expect(result.ok && result.value).toEqual({
      tasks: [task],
      thinkingProcess: 'Read C.3',
      title: 'Guard services',
      hoursPerFte: 2080,
      periodOfPerformance: { months: 24, periods: [{ name: 'Base Year', months: 12 }] },
      summary: 'kept',
    });
  });

  it('defaults hoursPerFte to 1880 and keeps extra task fields', () => {
    const result = normalizePlan({ tasks: [{ ...task, requirementRefs: ['C.3.1'], custom: 1 }] });
    expect(result.ok && result.value.hoursPerFte).toBe(1880);
    expect(result.ok && result.value.tasks[0]).toMatchObject({ requirementRefs: ['C.3.1'], custom: 1 });
  });

  it('accepts an empty task list', () => {
    expect(normalizePlan({ tasks: [] })).toEqual({ ok: true, value: { tasks: [], hoursPerFte: 1880 } });
  });

  it('drops unusable rows with a warning and fails when none is usable', () => {
    const some = normalizePlan({ tasks: [task, 5] });
    expect(some.ok && some.value.tasks).toHaveLength(1);
    expect(some.ok && some.warnings).toEqual(['tasks.1: expected a task object, received number']);
    expect(normalizePlan({ tasks: [null, 'x'] })).toEqual({
      ok: false,
      errors: [
        'tasks.0: expected a task object, received null',
        'tasks.1: expected a task object, received "x"',
      ],
    });
  });

  it.each([
    [null, 'plan: no task list found in null'],
    [42, 'plan: no task list found in number'],
    ['not json', 'plan: no task list found in "not json"'],
    [{ message: 'hi' }, 'plan: no task list found in object'],
  ])('reports %j as %s', (input, error) => {
    expect(normalizePlan(input)).toEqual({ ok: false, errors: [error] });
  });

  it('is idempotent on its own output', () => {
    const first = normalizePlan({
      thinkingProcess: 't',
      staffingPlan: { tasks: [{ role: 'Dev', hours: '10' }] },
    });
    expect(first.ok).toBe(true);
    if (first.ok) expect(normalizePlan(first.value)).toEqual({ ok: true, value: first.value });
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = normalizePlan(value);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on anything, including JSON strings and plan-like objects', () => {
    const planLike = fc.record({
      tasks: fc.array(
        fc.dictionary(fc.constantFrom('taskId', 'lcat', 'hours', 'basis', 'periods'), fc.anything()),
      ),
      thinkingProcess: fc.anything(),
      hoursPerFte: fc.anything(),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          planLike,
        ),
        (value) => {
          const result = normalizePlan(value);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('survives throwing getters', () => {
    const hostile = {
      get tasks(): unknown {
        throw new Error('boom');
      },
    };
    expect(normalizePlan(hostile)).toEqual({ ok: false, errors: ['plan: could not be read (boom)'] });
  });
});

describe('normalizePlan aliases', () => {
  it('keeps a second alias with a value as an extra field instead of dropping it', () => {
    const result = normalizePlan([{ taskId: 'T1', id: 'db-7', lcat: 'Developer', role: 'Dev', hours: 1 }]);
    expect(result.ok && result.value.tasks[0]).toEqual({
      taskId: 'T1',
      id: 'db-7',
      lcat: 'Developer',
      role: 'Dev',
      hours: 1,
      mathRationale: '',
      basis: '',
    });
  });

  it('reads JSON inside prose', () => {
    const result = normalizePlan(
      `Sure. Here is the plan: {"tasks": [{"lcat": "PM", "hours": 5}]} Let me know.`,
    );
    expect(result.ok && result.value.tasks).toEqual([
      { taskId: '1', lcat: 'PM', hours: 5, mathRationale: '', basis: '' },
    ]);
  });
});

describe('normalizePlan properties', () => {
  it('is idempotent: normalising its own output changes nothing', () => {
    const rawTask = fc.dictionary(
      fc.constantFrom(
        'taskId',
        'id',
        'lcat',
        'role',
        'hours',
        'Hours',
        'basis',
        'notes',
        'location',
        'periods',
        'x',
      ),
      fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.jsonValue()),
    );
    const input = fc.oneof(
      fc.array(rawTask),
      fc.record({ tasks: fc.array(rawTask), thinkingProcess: fc.jsonValue(), hoursPerFte: fc.jsonValue() }),
      fc.record({ finalStaffingPlan: fc.record({ tasks: fc.array(rawTask) }) }).map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(input, (value) => {
        const first = normalizePlan(value);
        if (!first.ok) return;
        expect(normalizePlan(first.value)).toEqual({ ok: true, value: first.value });
      }),
      { numRuns: 400 },
    );
  });
});

describe('a plan that carries its pricing', () => {
  it('keeps the pricing inputs through normalizePlan', () => {
    const pricing = {
      contractType: 'T&M',
      rateCard: [{ lcat: 'Program Manager', rate: '152.34', source: { kind: 'company' } }],
      escalation: { percent: 3, ratesAsOf: '2026-10-01' },
    };
    const result = normalizePlan({ tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1880 }], pricing });
    expect(result.ok).toBe(true);
    expect(result.ok ? result.value.pricing?.contractType : undefined).toBe('T&M');
    expect(result.ok ? result.value.pricing?.rateCard[0]?.rate : undefined).toBe('152.34');
  });
});
