import { DAMAGE_STATUSES } from '../../../shared/admin/operations.ts';

export const damageStatusChoices = DAMAGE_STATUSES.map((id) => ({ id, name: `bosun.damageStatus.${id}` }));
