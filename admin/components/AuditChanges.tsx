import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ConsoleFormats, useFormats } from './formats.ts';

type Values = Record<string, unknown> | null | undefined;

/** Fields whose values are an enumeration, and where their words are. */
const VALUE_WORDS: Record<string, string> = {
  'bookings.status': 'bosun.bookingStatus',
  'autorefunds.status': 'bosun.autorefundStatus',
  'damages.status': 'bosun.damageStatus',
  'leads.status': 'bosun.sales.leadStatus',
  'propales.status': 'bosun.sales.propaleStatus',
  'users.status': 'bosun.status',
  moderationStatus: 'bosun.moderation',
  staffRole: 'bosun.staffRole',
  source: 'bosun.sales.leadSource',
  distributionRule: 'bosun.sales.distributionRule',
  productType: 'bosun.enums.productType',
  sailingType: 'bosun.enums.sailingType',
  cancellationPolicy: 'bosun.enums.cancellationPolicy',
  pricingUnit: 'bosun.enums.pricingUnit',
};

const isMoney = (field: string) =>
  /(Amount|amount|^price|Price|PerDay|PerWeek|PerHalfDay|revenue)/.test(field);
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value);

/** Fields that differ between before and after, in the order the change lists them. */
export function changedFields(before: Values, after: Values): string[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]));
}

function useValueInWords(resource: string) {
  const translate = useTranslate();
  const format: ConsoleFormats = useFormats();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'number') return isMoney(field) ? format.euros(value) : format.count(value);
    if (isDay(value)) return format.day(String(value));
    if (typeof value === 'string') {
      const words = VALUE_WORDS[`${resource}.${field}`] ?? VALUE_WORDS[field];
      return words ? translate(`${words}.${value}`, { _: value }) : value;
    }
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
      return value.map((v) => String(v)).join(', ');
    // Lists of prices, seasons or pictures: their number, not their JSON.
    return translate('bosun.ops.audit.items', { smart_count: Array.isArray(value) ? value.length : 1 });
  };
}

/**
 * What an audited change did, in words: one line per field that changed, "Status: Accepted →
 * Cancelled by the owner", with money, dates and enumerations as staff read them.
 */
export function AuditChanges({
  resource,
  before,
  after,
}: {
  resource: string;
  before: Values;
  after: Values;
}) {
  const translate = useTranslate();
  const inWords = useValueInWords(resource);
  const fields = changedFields(before, after);
  if (fields.length === 0) return <span>—</span>;
  const label = (field: string) =>
    translate(`resources.${resource}.fields.${field}`, {
      _: translate(`bosun.ops.audit.fields.${field}`, { _: field }),
    });
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map((field) => (
        <li key={field}>
          {before == null
            ? translate('bosun.ops.audit.set', { field: label(field), after: inWords(field, after?.[field]) })
            : translate('bosun.ops.audit.changed', {
                field: label(field),
                before: inWords(field, before[field]),
                after: inWords(field, after?.[field]),
              })}
        </li>
      ))}
    </Box>
  );
}
