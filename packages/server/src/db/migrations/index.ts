import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-change-notify';
import * as m0003 from './0003-plans-page-index';
import * as m0004 from './0004-auth-email-change';
import * as m0005 from './0005-retention-backfill';
import * as m0006 from './0006-rate-cards';
import * as m0007 from './0007-plan-versions';
import * as m0008 from './0008-plan-amendments';
import * as m0010 from './0010-billing';
import * as m0011 from './0011-generation-holds';
import * as m0020 from './0020-generation-jobs';

/**
 * Every migration, in order. Append one line for yours (numbering: 0001-0009 server,
 * 0010-0019 billing, 0020-0029 generation, 0030-0039 documents).
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-change-notify': m0002,
  '0003-plans-page-index': m0003,
  '0004-auth-email-change': m0004,
  '0005-retention-backfill': m0005,
  '0006-rate-cards': m0006,
  '0007-plan-versions': m0007,
  '0008-plan-amendments': m0008,
  '0010-billing': m0010,
  '0011-generation-holds': m0011,
  '0020-generation-jobs': m0020,
};
