export type * from './model';
export type { Facts, Labour, Structure, TextDocument } from './parts';
export { readSolicitation, type SolicitationInput } from './read-solicitation';
export { sectionAt, sentenceAt, splitSentences } from './structure/index';
