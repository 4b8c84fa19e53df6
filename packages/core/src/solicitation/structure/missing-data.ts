import type { DocumentInfo, ReaderNote, SectionNode } from '../model';
import type { TextDocument } from '../parts';
import { staffingKind } from './staffing-scope';
import { sentenceAt } from './sentences';

// "Attachment J-3", "Exhibit 4", "Appendix B", "Annex 2", "Attachment No. 7".
const LABEL = String.raw`(?:Attachment|Exhibit|Annex|Appendix|Enclosure)\s+(?:No\.\s*)?(?:[A-Z]{1,2}[-.]?\d{1,2}(?:\.\d{1,2})?|\d{1,2}|[A-Z])(?![\w-])`;
// What the pointed-to attachment holds: the workload or the staffing the plan is sized from.
const DATA =
  /\b(?:workload|work\s*load|volumes?|historical\s+(?:data|workload|volumes?|counts?|staffing)|(?:contact|call|ticket|case|transaction|work\s+order|service\s+request)\s+(?:data|volumes?|counts?|history)|handle\s+times?|staffing\s+(?:levels?|data|history|profile)|labou?r\s+hours|level\s+of\s+effort|estimated\s+(?:hours|quantities)|historical)\b/i;
// The sentence sends the reader to the attachment for it: "is in", "see", "base their staffing on".
const POINTS =
  /\b(?:is|are)\s+(?:shown|provided|given|listed|set\s+(?:forth|out)|contained|found|included|detailed|summari[sz]ed)?\s*(?:in|at)\s*$|\b(?:see|in|at|per|from|on|under)\s+(?:the\s+)?$|\bbased?\s+(?:their|its|the)\s+\w+\s+on\s+$/i;

/** How a note on a missing data attachment opens. */
const MISSING_DATA = 'The documents put the workload or staffing data in';

/**
 * Whether a reader note says a workload or staffing attachment was not uploaded.
 * @example
 * isMissingData({ kind: 'missing', text: 'The documents put the workload or staffing data in Exhibit 2, ...', askContractingOfficer: true }) // true
 */
export function isMissingData(note: ReaderNote): boolean {
  return note.kind === 'missing' && note.text.startsWith(MISSING_DATA);
}

/** A normalised label: 'attachment j-3' -> 'j3'. */
function labelKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/^(?:attachment|exhibit|annex|appendix|enclosure)\s+(?:no\.\s*)?/, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Whether an uploaded document is the attachment: its file name or its first lines carry the label. */
function uploaded(key: string, label: string, docs: TextDocument[], pointing: string): boolean {
  const kind = label.split(/\s+/)[0]?.toLowerCase() ?? '';
  return docs.some((d) => {
    if (d.name === pointing) return false;
    const name = d.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
    if (new RegExp(`(?:^| )(?:${kind.slice(0, 3)}\\w* )?${key.replace(/(\d)/, ' ?$1')}(?: |$)`).test(name))
      return true;
    if (name.replace(/ /g, '').includes(`${kind.slice(0, 3)}${key}`)) return true;
    const head = d.text
      .slice(0, 600)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    return head.includes(`${kind}${key}`);
  });
}

/**
 * Attachments the work statement sends the reader to for the workload or the staffing ("The
 * historical workload ... is in Attachment J-3", "Quoters shall base their staffing on
 * Exhibit 4") that are not among the uploaded documents, as notes to ask about: the plan is
 * sized without the data the documents size the work with. Only references in parts that may
 * state staffing count (not the instructions or evaluation that repeat them).
 * @example
 * missingDataNotes([{ name: 'rfq', index: 0, text: 'The call volumes are shown in Attachment 5.' }], [], [])[0]?.kind // 'missing'
 */
export function missingDataNotes(
  docs: TextDocument[],
  documents: DocumentInfo[],
  sections: SectionNode[],
): ReaderNote[] {
  const notes: ReaderNote[] = [];
  const seen = new Set<string>();
  const re = new RegExp(LABEL, 'g');
  for (const doc of docs) {
    const role = documents.find((d) => d.name === doc.name)?.role;
    if (role === 'amendment' || role === 'questions-and-answers') continue;
    for (const m of doc.text.matchAll(re)) {
      const at = m.index ?? 0;
      const section = sections
        .filter((s) => s.document === doc.name && s.start <= at && at < s.end)
        .sort((a, b) => b.level - a.level)[0];
      if (section && !staffingKind(section.kind)) continue;
      const sentence = sentenceAt(doc.text, at);
      const inSentence = sentence.indexOf(m[0]);
      const before = inSentence >= 0 ? sentence.slice(0, inSentence) : '';
      if (!DATA.test(sentence) || !POINTS.test(before.replace(/[*_]+/g, '').replace(/\s+$/, ' '))) continue;
      const key = labelKey(m[0]);
      if (!key || seen.has(key) || uploaded(key, m[0], docs, doc.name)) continue;
      seen.add(key);
      notes.push({
        kind: 'missing',
        text: `${MISSING_DATA} ${m[0]}, which was not uploaded; the plan is sized without it. Please provide ${m[0]} (the volumes, handle times or hours it holds).`,
        askContractingOfficer: true,
        source: {
          document: doc.name,
          ref: section?.ref ?? doc.name,
          quote: sentence.slice(0, 300),
          offset: at,
        },
      });
    }
  }
  return notes;
}
