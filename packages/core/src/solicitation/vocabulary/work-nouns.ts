/**
 * Nouns of equipment, materials, documents and places that end the way agent nouns of jobs do
 * (-er, -or, -ant, -ent, -ist): "Water heater", "Backflow preventer", "Fire hydrant",
 * "Elevator", "Visitor Center". A word list is the honest tool here: the suffix alone cannot
 * tell a Meter from a Meter Reader. Compiled by hand, 2026-11-29, from the equipment and
 * inventory nouns of facility maintenance, utilities, fleet, grounds, IT hardware and office
 * supply schedules; a person's title never ends in one of them ("Boiler Operator" ends in
 * "Operator").
 */
const WORK_NOUNS = new Set(
  `
meter boiler chiller heater cooler freezer refrigerator humidifier dehumidifier purifier ventilator
computer printer scanner server router monitor projector copier shredder plotter laptop adapter
charger inverter converter transformer breaker generator compressor condenser evaporator radiator
elevator escalator conveyor incinerator separator interceptor regulator actuator sensor detector
extinguisher sprinkler preventer hydrant coolant sealant lubricant disinfectant fumigant retardant
filter trailer container dumpster shelter tower motor tractor mower trimmer blower spreader
excavator roller compactor washer dryer dispenser damper louver shutter locker counter ladder
water sewer gutter culvert barrier cylinder chamber register header reactor capacitor
center centre corridor floor door interior exterior quarter semester order number letter folder
binder marker poster banner paper toner cover layer border corner timber lumber rubber plaster
equipment pavement basement cement component segment document instrument shipment element
effluent sediment solvent reagent implant plant event vent
`
    .trim()
    .split(/\s+/),
);

/**
 * Whether a word names a thing or a place, not a person, though it ends like an agent noun.
 * @example
 * isWorkNoun('Heaters') // true
 * isWorkNoun('Operator') // false
 */
export function isWorkNoun(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  return WORK_NOUNS.has(w) || (w.endsWith('s') && WORK_NOUNS.has(w.slice(0, -1)));
}

/**
 * The last word of a label, past a parenthetical remark ("Water meter (AMR)" ends in "meter").
 * @example
 * lastWord('Backflow preventer (annual test)') // 'preventer'
 */
export function lastWord(label: string): string {
  const words = label.replace(/\([^)]*\)?/g, ' ').match(/[A-Za-z][A-Za-z'-]*/g);
  return words?.[words.length - 1] ?? '';
}
