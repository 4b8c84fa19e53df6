import { describe, expect, it } from 'vitest';
import * as core from './index';
import * as xlsx from './xlsx/index';

describe('@staffplan/core public surface', () => {
  it('exports the names scripts and packages rely on (issue 2)', () => {
    const names = [
      'normalizePlan',
      'inferLocation',
      'planTotals',
      'periodTotals',
      'roleStyle',
      'hoursBarWidth',
      'mergePlan',
      'UndoHistory',
      'diffPlans',
      'describeDiff',
      'weightedTokens',
      'usagePercent',
      'usageAlert',
      'usageAlertTitle',
      'TIERS',
      'tierChangeLabel',
      'toCsv',
      'exportFileName',
      'formatHours',
      'formatFte',
      'validateEmail',
      'validatePassword',
      'validateUpload',
      'validateGenerateForm',
      'validateChangeTier',
      'DEFAULT_TOKEN_LIMIT',
      'readSolicitation',
      'estimatePlan',
      'sentenceAt',
    ];
    for (const name of names) expect(core, name).toHaveProperty(name);
    expect(typeof xlsx.toXlsx).toBe('function');
  });

  it('keeps exceljs out of the main entry point', () => {
    expect(core).not.toHaveProperty('toXlsx');
    expect(core).not.toHaveProperty('buildWorkbook');
  });

  it('works end to end: model answer -> plan -> chat edit -> diff -> undo -> CSV', () => {
    const answer = JSON.stringify({
      thinkingProcess: 'Read C.3',
      finalStaffingPlan: {
        tasks: [
          {
            taskId: 1,
            lcat: 'Program Manager',
            hours: '1,880',
            basis: 'C.3.1 on-site',
            mathRationale: '1 FTE',
          },
          { taskId: 2, lcat: 'Developer', hours: 500, basis: 'C.3.2', mathRationale: '500 h' },
        ],
      },
    });
    const first = core.normalizePlan(answer);
    if (!first.ok) throw new Error(first.errors.join('\n'));
    const plan = first.value;
    expect(core.planTotals(plan.tasks, plan.hoursPerFte)).toEqual({
      totalHours: 2380,
      totalFte: 1.27,
      uniqueRoles: 2,
      taskCount: 2,
    });
    const history = new core.UndoHistory();
    history.push(plan);
    const edited = core.mergePlan(plan, [{ taskId: '3', lcat: 'QA Engineer', hours: 500 }]);
    if (!edited.ok) throw new Error(edited.errors.join('\n'));
    expect(core.describeDiff(core.diffPlans(plan, edited.value))).toBe(
      'Added 1 task (QA Engineer, 500 h); total 2,380 h -> 2,880 h, 1.27 -> 1.53 FTE',
    );
    expect(history.undo()).toEqual(plan);
    expect(core.toCsv(edited.value.tasks).split('\r\n')[3]).toBe('3,Not specified,QA Engineer,500,,');
  });
});
