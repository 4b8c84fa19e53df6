/**
 * US states, the District of Columbia and territories, one 'CODE Name' a line.
 */
const STATE_LINES = `
AL Alabama
AK Alaska
AZ Arizona
AR Arkansas
CA California
CO Colorado
CT Connecticut
DE Delaware
DC District of Columbia
FL Florida
GA Georgia
HI Hawaii
ID Idaho
IL Illinois
IN Indiana
IA Iowa
KS Kansas
KY Kentucky
LA Louisiana
ME Maine
MD Maryland
MA Massachusetts
MI Michigan
MN Minnesota
MS Mississippi
MO Missouri
MT Montana
NE Nebraska
NV Nevada
NH New Hampshire
NJ New Jersey
NM New Mexico
NY New York
NC North Carolina
ND North Dakota
OH Ohio
OK Oklahoma
OR Oregon
PA Pennsylvania
RI Rhode Island
SC South Carolina
SD South Dakota
TN Tennessee
TX Texas
UT Utah
VT Vermont
VA Virginia
WA Washington
WV West Virginia
WI Wisconsin
WY Wyoming
PR Puerto Rico
GU Guam
VI U.S. Virgin Islands
AS American Samoa
MP Northern Mariana Islands`;

const lines = (text: string) => text.split('\n').filter(Boolean);

/** [code, name] of every state and territory. */
export const STATES: readonly (readonly [code: string, name: string])[] = lines(STATE_LINES).map(
  (l) => [l.slice(0, 2), l.slice(3)] as const,
);
