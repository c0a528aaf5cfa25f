import { MODERATION_STATUSES } from '../../../shared/admin/operations.ts';
import { enumChoices } from '../../i18n/enums.ts';

export const moderationChoices = MODERATION_STATUSES.map((id) => ({ id, name: `bosun.moderation.${id}` }));
export const productTypeChoices = enumChoices('productType');
export const activityTypeChoices = enumChoices('activityType');
export const sailingTypeChoices = enumChoices('sailingType');
export const cancellationPolicyChoices = enumChoices('cancellationPolicy');
export const experienceChoices = enumChoices('experience');
export const timesOfDayChoices = enumChoices('timeOfDay');
export const pricingUnitChoices = enumChoices('pricingUnit');
