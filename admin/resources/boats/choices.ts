import { MODERATION_STATUSES } from '../../../shared/admin/operations.ts';
import {
  ACTIVITY_TYPES,
  CANCELLATION_POLICIES,
  EXPERIENCES,
  PRODUCT_TYPE_KEYS,
  SAILING_TYPES,
  TIMES_OF_THE_DAY,
} from '../../../shared/catalogue/catalogue.ts';

const plain = (values: readonly string[]) => values.map((id) => ({ id, name: id }));

export const moderationChoices = MODERATION_STATUSES.map((id) => ({ id, name: `bosun.moderation.${id}` }));
export const productTypeChoices = plain(PRODUCT_TYPE_KEYS);
export const activityTypeChoices = plain(ACTIVITY_TYPES);
export const sailingTypeChoices = plain(SAILING_TYPES);
export const cancellationPolicyChoices = plain(CANCELLATION_POLICIES);
export const experienceChoices = plain(EXPERIENCES);
export const timesOfDayChoices = plain(TIMES_OF_THE_DAY);
export const pricingUnitChoices = plain(['per_boat', 'per_person']);
