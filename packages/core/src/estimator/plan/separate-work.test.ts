import { describe, expect, it } from 'vitest';
import type { Quantity } from '../../solicitation/model';
import { separateWork } from './separate-work';

const q = (quote: string): Quantity => ({
  document: 'pws.md',
  ref: '3.3',
  quote,
  value: 1600,
  noun: 'laptop',
});

describe('separateWork', () => {
  it.each([
    'The agency will replace about 1,600 laptops in Option Period 1. Imaging and deployment are ordered separately under optional CLIN 1002.',
    'The agency will replace about 1,600 laptops in Option Period 1. This work is not part of the recurring workload.',
    'The agency will replace about 1,600 laptops in Option Period 1. Deployment is performed under a separate contract.',
    'The agency will replace about 1,600 laptops in Option Period 1, which is out of scope for this order.',
  ])('%s', (text) => {
    expect(separateWork(q(text.split(/(?<=\.)\s/)[0] ?? text), [text])).toBe(true);
  });

  it.each([
    'The agency will replace about 1,600 laptops in Option Period 1. The Contractor shall image and deploy them.',
    'The agency will replace about 1,600 laptops in Option Period 1.\n\nOther services are ordered separately.',
  ])('stays recurring work: %s', (text) => {
    expect(separateWork(q(text.split(/(?<=\.)\s/)[0] ?? text), [text])).toBe(false);
  });
});
