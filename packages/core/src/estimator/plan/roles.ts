import type { Domain } from '../../solicitation/model';
import { keptMatches } from '../../solicitation/structure/negation';
import { SERVICE_ROLES } from './trade-roles';

/** A role and the words of the work it does, within the domains it belongs to. */
interface DomainRole {
  role: string;
  domains: readonly Domain[];
  words: RegExp;
}

const IT: readonly Domain[] = ['it'];
const SERVICES: readonly Domain[] = ['facilities', 'security', 'logistics', 'construction'];
const OFFICE: readonly Domain[] = [
  'professional',
  'research',
  'training',
  'medical',
  'other',
  'it',
  'call-center',
  'transcription',
];

/**
 * Roles by domain, most specific first. A role is only offered in its domains, so "testing golf
 * carts" in a facilities contract never becomes a QA engineer and a background-check clause
 * never becomes a guard outside security work.
 */
const ROLES: readonly DomainRole[] = [
  {
    role: 'Desktop Support Technician',
    domains: IT,
    words:
      /\b(desk-?side|deskside|tier (?:2|II) (?:support|tickets?)|\(tier (?:2|II)\)|IMACs?|moves, adds,? and changes|device (?:set-?up|deployment)|imaging)\b/i,
  },
  {
    role: 'Help Desk Technician',
    domains: ['it', 'call-center'],
    words:
      /\b(help ?desk|service desk|tickets?|tier [123] (?:support|help|service)|end[- ]user support|desktop support)\b/i,
  },
  {
    role: 'Cybersecurity Analyst',
    domains: IT,
    words:
      /\b(cyber\w*|ATO|FISMA|authori[sz]ation to operate|security controls?|vulnerabilit\w*|incident response|RMF)\b/i,
  },
  {
    role: 'DevOps Engineer',
    domains: IT,
    words:
      /\b(devops|deploy\w*|continuous (?:integration|delivery)|hosting|cloud|pipelines?|infrastructure as code|AWS|Azure)\b/i,
  },
  { role: 'Database Administrator', domains: IT, words: /\b(databases?|SQL|Oracle|data warehouse)\b/i },
  {
    role: 'Network Engineer',
    domains: IT,
    words: /\b(network\w*|LAN|WAN|routers?|switches|firewalls?|VoIP|telecommunications?)\b/i,
  },
  {
    role: 'Systems Administrator',
    domains: IT,
    words:
      /\b(servers?|system administration|patch\w*|backups?|operating systems?|data cent(?:er|re)|storage|virtuali[sz]\w*)\b/i,
  },
  {
    role: 'UX Designer',
    domains: IT,
    words:
      /\b(user research|usability|user[- ]centered|human[- ]centered|user experience|UX|interaction design|user interface)\b/i,
  },
  {
    role: 'QA Engineer',
    domains: IT,
    words: /\b(software test\w*|test automation|automated tests?|regression test\w*|unit tests?|QA)\b/i,
  },
  {
    role: 'Scrum Master',
    domains: IT,
    words:
      /\b(scrum|daily stand-?ups?|retrospectives?|sprint planning|agile ceremon\w*|program increment planning)\b/i,
  },
  {
    role: 'Software Developer',
    domains: IT,
    words:
      /\b(software|develop\w*|code|coding|applications?|APIs?|prototypes?|front[- ]end|back[- ]end|web ?sites?|modules?|features?|user stor(?:y|ies)|agile|sprints?)\b/i,
  },
  {
    role: 'Data Analyst',
    domains: ['it', 'professional', 'research', 'other'],
    words:
      /\b(data (?:analy\w*|management|migration|quality)|dashboards?|metrics|reporting analytics|analytics)\b/i,
  },
  {
    role: 'Business Analyst',
    domains: IT,
    words:
      /\b(requirements (?:gathering|analysis|definition)|business process\w*|stakeholders?|workflows?)\b/i,
  },
  {
    role: 'Technical Writer',
    domains: ['it', 'professional', 'research', 'training'],
    words: /\b(documentation|manuals?|user guides?|technical writ\w*|standard operating procedures?)\b/i,
  },
  {
    role: 'Instructor',
    domains: ['training', 'it', 'medical', 'security', 'professional'],
    words: /\b(train(?:ing)? (?:classes|courses|sessions)|instruct\w*|classes|courses?|students|trainees)\b/i,
  },
  {
    role: 'Instructional Designer',
    domains: ['training', 'professional'],
    words: /\b(curricul\w*|course (?:development|design)|instructional design|lesson plans?|e-?learning)\b/i,
  },
  {
    role: 'Principal Investigator',
    domains: ['research'],
    words: /\b(principal investigator|research design|study design|protocols?)\b/i,
  },
  {
    role: 'Statistician',
    domains: ['research', 'professional'],
    words: /\b(statistic\w*|sampling|survey design|biostatistic\w*)\b/i,
  },
  {
    role: 'Research Scientist',
    domains: ['research'],
    words:
      /\b(research\w*|stud(?:y|ies)|experiments?|laborator\w*|assays?|literature|scientific|analys[ie]s)\b/i,
  },
  {
    role: 'Laboratory Technician',
    domains: ['research', 'medical'],
    words: /\b(samples?|specimens?|laborator\w*|assays?|reagents?)\b/i,
  },
  {
    role: 'Meeting and Event Planner',
    domains: ['research', 'professional', 'training', 'other'],
    words: /\b(meetings?|conferences?|workshops?|events?|logistics for)\b/i,
  },
  {
    role: 'Communications Specialist',
    domains: ['professional', 'research', 'other'],
    words: /\b(outreach|communications?|web ?site|newsletters?|social media|publications?)\b/i,
  },
  {
    role: 'Registered Nurse',
    domains: ['medical'],
    words: /\b(nurs\w*|patients?|clinical|triage|medication)\b/i,
  },
  {
    role: 'Medical Assistant',
    domains: ['medical'],
    words: /\b(appointments?|medical records|intake|vital signs)\b/i,
  },
  {
    role: 'Customer Service Representative',
    domains: ['call-center', 'professional', 'other'],
    words:
      /\b(calls?|(?:web[- ]?)?chats?|call cent(?:er|re)|contact cent(?:er|re)|inquir\w*|hotline|help line|customer service)\b/i,
  },
  {
    role: 'Transcriptionist',
    domains: ['transcription', 'professional', 'medical'],
    words: /\b(transcri\w*|audio|dictation|captioning)\b/i,
  },
  {
    role: 'Security Guard',
    domains: ['security'],
    words: /\b(guards?|posts?|patrol\w*|access control|screening|security officers?|escort\w*|console)\b/i,
  },
  {
    role: 'Custodian',
    domains: ['facilities'],
    words: /\b(custodial|janitorial|clean\w*|trash|recycling|restrooms?|floor care)\b/i,
  },
  {
    role: 'Grounds Maintenance Worker',
    domains: ['facilities'],
    words: /\b(grounds|landscap\w*|mow\w*|snow removal|irrigation)\b/i,
  },
  {
    role: 'HVAC Mechanic',
    domains: ['facilities'],
    words: /\b(HVAC|boilers?|chillers?|air handl\w*|heating|refrigeration)\b/i,
  },
  {
    role: 'Electrician',
    domains: ['facilities', 'construction'],
    words: /\b(electrical|lighting|generators?|power distribution)\b/i,
  },
  {
    role: 'Maintenance Technician',
    domains: ['facilities', 'logistics'],
    words:
      /\b(maint\w*|repairs?|work orders?|service orders?|preventive|plumbing|equipment|facilit(?:y|ies))\b/i,
  },
  {
    role: 'Project Engineer',
    domains: ['construction'],
    words: /\b(design|engineering|drawings|specifications|submittals?|inspections?)\b/i,
  },
  {
    role: 'Construction Superintendent',
    domains: ['construction'],
    words: /\b(construct\w*|site work|renovat\w*|demolition|install\w*)\b/i,
  },
  {
    role: 'Firefighter',
    domains: ['facilities', 'security', 'other'],
    words:
      /\b(fire (?:protection|fighting|station|department|prevention|emergency services)|firefight\w*|ARFF|engine crews?|crash rescue)\b/i,
  },
  {
    role: 'Airfield Operations Specialist',
    domains: ['facilities', 'logistics', 'other'],
    words: /\b(airfield|flight line|air traffic|runways?|aircraft parking|tower operations)\b/i,
  },
  {
    role: 'Supply Technician',
    domains: ['facilities'],
    words: /\b(supply|supplies|warehous\w*|inventor\w*|property accountability|receiving|shipping)\b/i,
  },
  {
    role: 'Logistics Specialist',
    domains: ['logistics'],
    words: /\b(inventor\w*|warehous\w*|supply|shipping|receiving|property accountability|transportation)\b/i,
  },
  {
    role: 'Interpreter',
    domains: OFFICE,
    words:
      /\b(interpreters?|interpretation services|(?:in-person|on-site|remote|consecutive|simultaneous|telephonic|video|language|sign language) interpret\w*|interpret(?:ing|ation) (?:at|for|of) (?:hearings?|proceedings|appointments?))\b/i,
  },
  {
    role: 'Translator',
    domains: OFFICE,
    words:
      /\b(translators?|translation services|written translation|translat\w+ (?:of |into |from )?(?:documents?|materials?))\b/i,
  },
  {
    role: 'Scheduler',
    domains: OFFICE,
    words: /\b(scheduling (?:cent(?:er|re)|desk|office|staff)|schedulers?)\b/i,
  },
  {
    role: 'Administrative Assistant',
    domains: [...SERVICES, ...OFFICE],
    words: /\b(administrative|records|filing|scheduling|correspondence|mail|reception)\b/i,
  },
  {
    role: 'Accountant',
    domains: ['professional', 'other'],
    words:
      /\b(accounting|financial statements?|financial reporting|audit (?:readiness|remediation|findings?|support)|journal entries|reconciliations?|general ledger|accruals?|subsidy (?:costs?|estimates?)|credit reform|re-?estimates?)\b/i,
  },
  {
    role: 'Management Analyst',
    domains: ['professional', 'other', 'research'],
    words: /\b(analy\w*|assess\w*|evaluat\w*|studies|recommendations?|policy|plans?)\b/i,
  },
];

/** The role each domain falls back to when no work words fit. */
const DEFAULT_ROLE: Record<Domain, string> = {
  it: 'IT Specialist',
  facilities: 'Maintenance Technician',
  security: 'Security Guard',
  research: 'Research Associate',
  professional: 'Management Analyst',
  medical: 'Registered Nurse',
  'call-center': 'Customer Service Representative',
  construction: 'Construction Superintendent',
  training: 'Instructor',
  logistics: 'Logistics Specialist',
  transcription: 'Transcriptionist',
  other: 'Program Analyst',
};

const MANAGEMENT =
  /\b(?:program|project|contract|task order|general)\s+management\b|^\W*(?:(?:annex|task|section|part|appendix|attachment|exhibit|technical exhibit|tab)\s+[\w.-]+\s*[-–—:.]?\s*)?(?:[\d.]+\s+)?management(?:\s+and\s+(?:administration|reporting|oversight))?\W*$|\bmanag(?:e|ing) the (?:contract|program|project)\b|\bstatus reports?\b|\bkick-?off\b|\bquality control plan\b/i;

/** Whether a task area or element title is management work (program management, status reports, QC plan). */
export const isManagement = (text: string): boolean => MANAGEMENT.test(text);

/**
 * The manager a plan of this domain starts with when no manager is named.
 * @example
 * managerRole('facilities') // 'Site Manager'
 */
export function managerRole(domain: Domain): string {
  if (domain === 'facilities' || domain === 'security' || domain === 'logistics') return 'Site Manager';
  if (domain === 'construction') return 'Construction Project Manager';
  return 'Project Manager';
}

/** Roles of broad office or upkeep words ("records", "analysis", "repairs"): a worker the subject names comes first. */
const GENERIC_ROLES = new Set([
  'Administrative Assistant',
  'Management Analyst',
  'Research Associate',
  'Meeting and Event Planner',
  'Maintenance Technician',
  'Logistics Specialist',
  'IT Specialist',
  'Program Analyst',
]);

/**
 * The role that fits a piece of work in a domain: the role whose words it mentions most,
 * among the roles of that domain. When none fits, or only a role of broad words does, a worker
 * the document's subject names (`work`, "Shelf Stocker") takes it, the one whose title words the
 * work shares most; else the domain's general role.
 * @example
 * roleFor('The contractor shall clean restrooms daily.', 'facilities') // 'Custodian'
 * roleFor('Log incoming requests and keep the records.', 'professional', ['FOIA Specialist']) // 'FOIA Specialist'
 */
export function roleFor(text: string, domain: Domain, work: readonly string[] = []): string {
  let best: string | undefined;
  let hits = 0;
  for (const r of [...SERVICE_ROLES, ...ROLES]) {
    if (!r.domains.includes(domain)) continue;
    // Work the text names only to leave out ("no database administration is required") is no fit.
    const n = keptMatches(text, new RegExp(r.words.source, 'gi'));
    if (n > hits) {
      best = r.role;
      hits = n;
    }
  }
  if (work.length && (!best || GENERIC_ROLES.has(best))) return subjectFit(work, text);
  // The practitioner of the service the subject names, where the work states that service in its
  // own words ("ergonomic ... assessments" for an Ergonomic Assessment Specialist), over a domain
  // role that only shares a word with it.
  const own = work.find((w) => {
    const words = titleWords(w).slice(0, -1);
    return words.length >= 2 && titleFit(words.join(' '), text) === 1;
  });
  if (own && best && titleFit(best, text) < 1) return own;
  return best ?? DEFAULT_ROLE[domain];
}

/**
 * The subject's worker whose title words the text shares most, else its first.
 * @example
 * subjectFit(['Fire Alarm Technician', 'Sprinkler Technician'], 'test each sprinkler riser') // 'Sprinkler Technician'
 */
export function subjectFit(work: readonly string[], text: string): string {
  let best = work[0] ?? '';
  let top = 0;
  for (const w of work) {
    const f = titleFit(w, text);
    if (f > top) {
      best = w;
      top = f;
    }
  }
  return best;
}

const STOP = new Set([
  'and',
  'of',
  'the',
  'a',
  'an',
  'for',
  'to',
  'in',
  'i',
  'ii',
  'iii',
  'iv',
  'sr',
  'jr',
  'senior',
  'junior',
  'key',
  'lead',
  'level',
  'mid',
  'intermediate',
  'journeyman',
  'principal',
]);

/** Significant lower-case words of a title ("Sr. Systems Administrator (Unix)" -> systems, administrator, unix). */
export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) => (w.length > 5 ? w.replace(/(ing|s)$/, '') : w));
}

/**
 * How well a work text fits a title: the share of the title's words the text contains.
 * @example
 * titleFit('Database Administrator', 'administer the Oracle databases') // 0.5
 */
export function titleFit(title: string, text: string): number {
  const words = titleWords(title);
  if (words.length === 0) return 0;
  const have = new Set(titleWords(text));
  return words.filter((w) => have.has(w)).length / words.length;
}
