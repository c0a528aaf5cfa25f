import { DAMAGE_COLLECTIONS, DAMAGE_STATUSES } from '../../../shared/admin/operations.ts';

export const damageStatusChoices = DAMAGE_STATUSES.map((id) => ({ id, name: `bosun.damageStatus.${id}` }));

/** What staff may pick: payment_pending is the server's answer to "paid" while the capture runs. */
export const damageDecisionChoices = damageStatusChoices.map((choice) => ({
  ...choice,
  disabled: choice.id === 'payment_pending',
}));

export const damageCollectionChoices = DAMAGE_COLLECTIONS.map((id) => ({
  id,
  name: `bosun.damageCollection.${id}`,
}));
