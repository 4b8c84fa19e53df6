import type { Quantity, SolicitationModel } from '../../solicitation/model';
import { operatingDays } from '../../solicitation/facts/schedule-days';
import { fmt } from '../text';

/** "74.5 vehicle service hours on each service day", "(120) bus hours per weekday", "9,000 revenue hours a year". */
const VEHICLE_HOURS =
  /\(?(\d[\d,]*(?:\.\d+)?)\)?\s+(?:vehicle|bus|van|shuttle|revenue)[- ](?:service[- ]|revenue[- ])?hours?\b[^.]{0,60}?\b(?:each|per|a|an|every)\s+(?:(?:service|operating|scheduled)\s+)?(day|weekday|week|year)\b/i;

const num = (s: string) => Number(s.replace(/,/g, ''));

/**
 * Vehicle service hours the documents state (a route schedule's daily sum, or a yearly figure),
 * as a yearly volume of 'vehicle hour': a daily figure x the service days a year the documents
 * state (260 weekdays when they do not). Drivers' paid hours follow from it.
 * @example
 * // 'The schedule amounts to 40 vehicle service hours on each service day ... about 250 service days a year.'
 * vehicleHourVolumes(model, texts) // [{ value: 10000, noun: 'vehicle hour', per: 'year', ... }]
 */
export function vehicleHourVolumes(model: SolicitationModel, texts: readonly string[]): Quantity[] {
  const days = operatingDays(texts);
  for (const [i, text] of texts.entries()) {
    const m = VEHICLE_HOURS.exec(text);
    if (!m) continue;
    const value = num(m[1] ?? '');
    const per = (m[2] ?? '').toLowerCase();
    if (!(value > 0)) continue;
    const perYear = per === 'year' ? 1 : per === 'week' ? 52 : (days ?? 260);
    const name = model.documents[i]?.name ?? model.documents[0]?.name ?? 'primary';
    const at = m.index;
    const section = model.sections
      .filter((s) => s.document === name && s.start <= at && s.end > at)
      .sort((a, b) => b.level - a.level)[0];
    const start = Math.max(text.lastIndexOf('\n\n', at), text.lastIndexOf('. ', at) + 1, 0);
    const sentence = text.slice(start, text.indexOf('.', at + m[0].length) + 1 || at + m[0].length).trim();
    const times =
      per === 'year'
        ? ''
        : ` x ${fmt(perYear)} ${per === 'week' ? 'weeks' : days ? 'service days (stated)' : 'weekdays (assumed)'}`;
    return [
      {
        document: name,
        ref: section?.ref ?? name,
        quote: `${sentence.replace(/\s+/g, ' ')} [${fmt(value)} vehicle hours/${per}${times}]`,
        value: Math.round(value * perYear),
        noun: 'vehicle hour',
        per: 'year',
      },
    ];
  }
  return [];
}
