/** Entry the bench (bench/reader-shapes.mjs) bundles: the grid, the scorer and the reader. */
export { readSolicitation } from '../../src/solicitation/read-solicitation';
export { shapeGrid, scoreCase, report, tally } from './shape-grid';
export { pipeText, alignedText, documentText } from './shape-gen';
export { estimatePlan } from '../../src/estimator/estimate';
export { planCases, planReport, planTally, scorePlan } from './plan-shapes';
export { scheduleGrid, scheduleReport, scoreSchedule } from './schedule-gen';
