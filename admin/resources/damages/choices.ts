import { DAMAGE_COLLECTIONS, DAMAGE_STATUSES } from '../../../shared/admin/operations.ts';

export const damageStatusChoices = DAMAGE_STATUSES.map((id) => ({ id, name: `bosun.damageStatus.${id}` }));

export const damageCollectionChoices = DAMAGE_COLLECTIONS.map((id) => ({
  id,
  name: `bosun.damageCollection.${id}`,
}));
