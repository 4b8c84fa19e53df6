export { applyChatEdit, type EditResult } from './apply';
export { CHAT_EXAMPLES, explainPlan, helpMessage } from './explain';
export { parseChatIntent } from './parse';
export * from './schemas';
export { describeTarget, findRole, findTaskIds, matchesTarget, resolveTarget } from './targets';
export { describeChanges } from './describe';
export { resolveReference } from './references';
export { fteAmount } from './numbers';
export { parseChatEdits } from './parse-many';
