/**
 * How a role is drawn in the table and the terminal.
 * @example
 * const style: RoleStyle = roleStyle('QA Engineer'); // { role: 'QA Engineer', color: '#16a34a', description: '...' }
 */
export interface RoleStyle {
  /** The matched catalogue name, or 'Default'. */
  role: string;
  /** A hex colour that reads on light and dark backgrounds. */
  color: string;
  /** One line on what the role does. */
  description: string;
}

/**
 * The role catalogue of docs/product.md, Screens: Roles, in that order. Colours are plain hex so the web
 * (inline style or CSS variable) and the CLI (truecolor or nearest ANSI) share them.
 * @example
 * ROLE_CATALOGUE[0].role // 'Program Manager'
 */
export const ROLE_CATALOGUE: readonly RoleStyle[] = [
  {
    role: 'Program Manager',
    color: '#7c3aed',
    description: 'Leads the program, owns the contract relationship and reporting',
  },
  {
    role: 'Project Manager',
    color: '#9333ea',
    description: 'Plans and tracks schedule, scope and risks of a project',
  },
  {
    role: 'Technical Lead',
    color: '#2563eb',
    description: 'Sets the technical direction and reviews the team’s work',
  },
  {
    role: 'Senior Developer',
    color: '#0891b2',
    description: 'Designs and builds complex components and mentors developers',
  },
  { role: 'Developer', color: '#0d9488', description: 'Builds, tests and maintains software features' },
  {
    role: 'Junior Developer',
    color: '#14b8a6',
    description: 'Builds features under guidance and fixes defects',
  },
  { role: 'QA Engineer', color: '#16a34a', description: 'Plans and runs tests and guards release quality' },
  { role: 'DevOps Engineer', color: '#ea580c', description: 'Runs build, deployment and hosting pipelines' },
  { role: 'UX Designer', color: '#db2777', description: 'Researches users and designs the interface' },
  {
    role: 'Business Analyst',
    color: '#ca8a04',
    description: 'Elicits requirements and translates them into specifications',
  },
  {
    role: 'Systems Architect',
    color: '#4f46e5',
    description: 'Designs the overall system and its integrations',
  },
];

/**
 * The style of a role that matches no catalogue entry.
 * @example
 * roleStyle('Security Officer') === DEFAULT_ROLE_STYLE // true
 */
export const DEFAULT_ROLE_STYLE: RoleStyle = {
  role: 'Default',
  color: '#64748b',
  description: 'Labour category outside the standard catalogue',
};

// Longest names first, so 'Senior Developer' wins over 'Developer'.
const BY_SPECIFICITY = [...ROLE_CATALOGUE]
  .map((style) => ({ style, needle: style.role.toLowerCase() }))
  .sort((a, b) => b.needle.length - a.needle.length);

/**
 * The colour and description of a labour category: the catalogue role whose name the lcat
 * contains (case-insensitive), the most specific match winning; else the default style.
 * @example
 * roleStyle('Senior Developer (Java)').role // 'Senior Developer'
 * roleStyle('lead developer').role // 'Developer'
 * roleStyle('Security Guard').role // 'Default'
 */
export function roleStyle(lcat: string | null | undefined): RoleStyle {
  const text = typeof lcat === 'string' ? lcat.toLowerCase() : '';
  const match = BY_SPECIFICITY.find(({ needle }) => text.includes(needle));
  return match ? match.style : DEFAULT_ROLE_STYLE;
}
