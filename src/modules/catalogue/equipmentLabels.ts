import { EQUIPMENT, type EquipmentKey } from '../../../shared/catalogue/catalogue.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { readerText } from '../i18n/readerText.ts';

const KEY_BY_ID = new Map<number, EquipmentKey>(
  (Object.entries(EQUIPMENT) as [EquipmentKey, number][]).map(([key, id]) => [id, key]),
);

/**
 * An equipment item with its SPEC id, its key and its name in the language (the `equipment`
 * namespace of the server's resources, DESIGN: whose language).
 */
export function equipmentItem(id: number, language: LanguageCode) {
  const key = KEY_BY_ID.get(id);
  if (!key) return null;
  return { id, key, label: readerText(language).t(`equipment:${key}`) };
}
