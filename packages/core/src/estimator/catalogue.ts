/**
 * The role catalogue: the SPEC's roles plus common labour categories of government
 * solicitations, longest first so that "Senior Developer" wins over "Developer".
 * @example
 * ROLE_TITLES.includes('Program Manager') // true
 */
export const ROLE_TITLES: readonly string[] = [
  'Program Manager',
  'Deputy Program Manager',
  'Project Manager',
  'Product Manager',
  'Product Lead',
  'Delivery Manager',
  'Contract Manager',
  'Site Manager',
  'Technical Lead',
  'Team Lead',
  'Scrum Master',
  'Agile Coach',
  'Systems Architect',
  'Technical Architect',
  'Solutions Architect',
  'Enterprise Architect',
  'Senior Developer',
  'Junior Developer',
  'Software Engineer',
  'Software Developer',
  'Full Stack Developer',
  'Front End Web Developer',
  'Frontend Web Developer',
  'Front-end Developer',
  'Backend Web Developer',
  'Back End Web Developer',
  'Back-end Developer',
  'Web Developer',
  'Developer',
  'DevOps Engineer',
  'Security Engineer',
  'Cybersecurity Analyst',
  'QA Engineer',
  'Test Engineer',
  'UX Designer',
  'Interaction Designer',
  'User Researcher',
  'Visual Designer',
  'Content Designer',
  'Content Strategist',
  'Technical Writer',
  'Business Analyst',
  'Data Analyst',
  'Data Scientist',
  'Data Engineer',
  'Digital Performance Analyst',
  'Database Administrator',
  'Systems Administrator',
  'Network Engineer',
  'Help Desk Technician',
  'Training Specialist',
  'Principal Investigator',
  'Laboratory Technician',
  'Research Scientist',
  'Administrative Assistant',
  'Quality Control Manager',
  'Shift Supervisor',
  'Site Supervisor',
  'Security Supervisor',
  'Security Guard',
  'Security Officer',
  'Custodian',
  'Janitor',
  'Custodial Supervisor',
  'Maintenance Technician',
  'Maintenance Supervisor',
  'HVAC Technician',
  'Electrician',
  'Plumber',
  'Instructor',
  'Course Developer',
  'Customer Service Representative',
  'Call Center Supervisor',
  'Desktop Support Technician',
  'Service Desk Analyst',
  'Network Administrator',
  'Network Operations Technician',
  'Security Operations Analyst',
  'Operations Center Analyst',
  'Laboratory Manager',
  'Medical Laboratory Technician',
  'Records Specialist',
  'Receptionist',
].sort((a, b) => b.length - a.length);

const EXTRA_ROLE_NOUNS =
  'administrator agent aide analyst architect assistant auditor clerk coach consultant coordinator custodian designer developer director electrician engineer guard inspector instructor investigator janitor lead manager mechanic nurse officer operator planner programmer representative researcher scientist specialist strategist supervisor technician tester trainer writer';

/**
 * Words a labour category name ends with ("Manager", "Tester", "Strategist"): the last words
 * of the catalogue titles and common job nouns. A name that ends otherwise is cut short.
 * @example
 * ROLE_NOUNS.has('tester') // true
 */
export const ROLE_NOUNS: ReadonlySet<string> = new Set([
  ...ROLE_TITLES.map((t) => (t.split(/[\s-]/).pop() ?? '').toLowerCase()),
  ...EXTRA_ROLE_NOUNS.split(' '),
]);

/** A work area: the requirements it answers (by keyword) and the catalogue role that does it. */
export interface WorkArea {
  name: string;
  keywords: RegExp;
  role: string;
  /** Catalogue or document roles that belong to this area (used to place key personnel). */
  members: RegExp;
}

export const MANAGEMENT_AREA = 'Program Management';

/**
 * Work areas in order of precedence; the first one is the fallback for unmatched requirements.
 * @example
 * WORK_AREAS[0]?.name // 'Program Management'
 */
export const WORK_AREAS: readonly WorkArea[] = [
  {
    name: MANAGEMENT_AREA,
    keywords:
      /\b(manag\w*|status reports?|meetings?|kick-?off|invoic\w*|schedul\w*|coordinat\w*|oversight|deliverables?|staffing|key personnel|quality control plan|roadmap|backlog|sprint planning)\b/i,
    role: 'Program Manager',
    members:
      /program manager|project manager|product manager|product lead|delivery manager|contract manager|site manager/i,
  },
  {
    name: 'Security Services',
    keywords:
      /\b(guards?|patrol\w*|post orders?|armed|security officers?|access control|screening|magnetometer|console)\b/i,
    role: 'Security Guard',
    members: /guard|security officer|protective|(?:security|shift|site) supervisor|^supervisor$/i,
  },
  {
    name: 'Software Development',
    keywords:
      /\b(develop\w*\s+(?:(?:of|a|an|the|new)\s+)*(?:software|code|applications?|systems?|tools?|API|APIs|web\w*|features?|prototypes?|platforms?)|software|code|coding|API|APIs|prototype|user stor(?:y|ies)|front[- ]end|back[- ]end|open source|repository|github|sprints?|agile)\b/i,
    role: 'Developer',
    members: /developer|software engineer|technical lead|architect|team lead/i,
  },
  {
    name: 'User Experience and Research',
    keywords:
      /\b(user research|usability|user[- ]centered|human[- ]centered|interaction design|user interface|UX|personas?|design)\b/i,
    role: 'UX Designer',
    members: /designer|researcher|content strategist/i,
  },
  {
    name: 'DevOps and Hosting',
    keywords:
      /\b(deploy\w*|devops|continuous (?:integration|delivery|deployment)|hosting|cloud|infrastructure|environments?|pipelines?|production)\b/i,
    role: 'DevOps Engineer',
    members: /devops/i,
  },
  {
    name: 'IT Operations',
    keywords:
      /\b(servers?|network\w*|routers?|switches|firewalls?|patch\w*|backups?|databases?|system administration|administer\w*|outages?|availability)\b/i,
    role: 'Systems Administrator',
    members:
      /systems administrator|network (?:engineer|administrator|operations)|database administrator|operations center/i,
  },
  {
    name: 'Quality Assurance and Testing',
    keywords: /\b(test\w*|quality assurance|QA|defects?|bugs?|508|accessibility)\b/i,
    role: 'QA Engineer',
    members: /qa engineer|test engineer/i,
  },
  {
    name: 'Cybersecurity and Compliance',
    keywords:
      /\b(ATO|FISMA|authori[sz]ation to operate|security controls?|vulnerabilit\w*|encrypt\w*|privacy|PII|NIST)\b/i,
    role: 'Security Engineer',
    members: /security engineer|cybersecurity/i,
  },
  {
    name: 'Data and Analysis',
    keywords:
      /\b(data|analy[sz]\w*|metrics|dashboards?|statistic\w*|requirements gathering|business process)\b/i,
    role: 'Business Analyst',
    members: /analyst|data scientist|data engineer/i,
  },
  {
    name: 'Laboratory Operations',
    keywords: /\b(laborator\w*|labs?|assays?|specimens?|samples?|proficiency testing|panels?|reagents?)\b/i,
    role: 'Laboratory Technician',
    members: /laboratory|scientist|investigator|lab tech/i,
  },
  {
    name: 'Help Desk and User Support',
    keywords:
      /\b(help ?desk|service desk|tickets?|end[- ]users?|user support|tier [123]|hotline|call cent(?:er|re)|contact cent(?:er|re)|inbound calls?|desktop support)\b/i,
    role: 'Help Desk Technician',
    members: /help desk|service desk|support specialist|desktop support|customer service/i,
  },
  {
    name: 'Training',
    keywords: /\b(train\w*|instruct\w*|curricul\w*|workshops?|classes|courses?|lesson plans?|students)\b/i,
    role: 'Instructor',
    members: /training|instructor|course developer/i,
  },
  {
    name: 'Custodial Services',
    keywords:
      /\b(custodial|janitorial|clean\w*|trash|recycling|restrooms?|vacuum\w*|mop\w*|dust\w*|floors?|carpets?)\b/i,
    role: 'Custodian',
    members: /custodi|janitor/i,
  },
  {
    name: 'Facilities Maintenance',
    keywords:
      /\b(HVAC|electrical|plumbing|preventive maintenance|service orders?|work orders?|repairs?|mechanical|boilers?|chillers?|grounds|facilit(?:y|ies) (?:operations|maintenance))\b/i,
    role: 'Maintenance Technician',
    members: /maintenance|electrician|hvac|plumber|mechanic/i,
  },
  {
    name: 'Documentation',
    keywords: /\b(documentation|manuals?|technical writ\w*|user guides?|content)\b/i,
    role: 'Technical Writer',
    members: /writer|content designer/i,
  },
  {
    name: 'Transition',
    keywords: /\b(transition\w*|phase-in|phase-out|hand-?off|handing off)\b/i,
    role: 'Program Manager',
    members: /^$/,
  },
];

/**
 * The work area a requirement belongs to: the one whose keywords it mentions most; the
 * management area when none match.
 * @example
 * classifyArea('The contractor shall patrol the perimeter.').name // 'Security Services'
 */
export function classifyArea(text: string): WorkArea {
  let best: WorkArea = WORK_AREAS[0] as WorkArea;
  let bestHits = 0;
  for (const area of WORK_AREAS) {
    const hits = text.match(new RegExp(area.keywords.source, 'gi'))?.length ?? 0;
    if (hits > bestHits) {
      best = area;
      bestHits = hits;
    }
  }
  return best;
}

/** Staffed functions of coverage windows and posts, and the role that staffs them. */
const FUNCTION_ROLES: readonly [RegExp, string][] = [
  [/help ?desk|service desk|hotline/i, 'Help Desk Technician'],
  [/call cent|contact cent/i, 'Customer Service Representative'],
  [/network operations/i, 'Network Operations Technician'],
  [/security operations/i, 'Security Operations Analyst'],
  [/operations cent/i, 'Operations Center Analyst'],
  [/guard|\bposts?\b|patrol|console|control room|watch/i, 'Security Guard'],
  [/reception|front desk/i, 'Receptionist'],
];

/**
 * The role that staffs a function named by a coverage window or a post; undefined when none.
 * @example
 * functionRole('network operations') // 'Network Operations Technician'
 */
export function functionRole(name: string): string | undefined {
  return FUNCTION_ROLES.find(([re]) => re.test(name))?.[1];
}
