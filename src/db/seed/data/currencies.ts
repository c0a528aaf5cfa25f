/**
 * The currencies a visitor can pick, with the legacy ids the API exposes and plausible rates
 * (units of the currency for 1 EUR, the base currency every price is stored in).
 */
export interface SeedCurrency {
  code: string;
  legacyId: number;
  symbol: string;
  name: string;
  rate: number;
  minorDigits: number;
}

export const CURRENCIES: SeedCurrency[] = [
  { code: 'EUR', legacyId: 1, symbol: '€', name: 'Euro', rate: 1, minorDigits: 2 },
  { code: 'USD', legacyId: 2, symbol: '$', name: 'US Dollar', rate: 1.09, minorDigits: 2 },
  { code: 'GBP', legacyId: 3, symbol: '£', name: 'British Pound', rate: 0.85, minorDigits: 2 },
  { code: 'CHF', legacyId: 4, symbol: 'CHF', name: 'Swiss Franc', rate: 0.94, minorDigits: 2 },
  { code: 'SEK', legacyId: 5, symbol: 'kr', name: 'Swedish Krona', rate: 11.25, minorDigits: 2 },
  { code: 'NOK', legacyId: 6, symbol: 'kr', name: 'Norwegian Krone', rate: 11.6, minorDigits: 2 },
  { code: 'DKK', legacyId: 7, symbol: 'kr', name: 'Danish Krone', rate: 7.46, minorDigits: 2 },
  { code: 'PLN', legacyId: 8, symbol: 'zł', name: 'Polish Złoty', rate: 4.28, minorDigits: 2 },
  { code: 'CZK', legacyId: 9, symbol: 'Kč', name: 'Czech Koruna', rate: 25.1, minorDigits: 2 },
  { code: 'HUF', legacyId: 10, symbol: 'Ft', name: 'Hungarian Forint', rate: 395, minorDigits: 2 },
  { code: 'RON', legacyId: 11, symbol: 'lei', name: 'Romanian Leu', rate: 4.97, minorDigits: 2 },
  { code: 'TRY', legacyId: 12, symbol: '₺', name: 'Turkish Lira', rate: 38.5, minorDigits: 2 },
  { code: 'AUD', legacyId: 13, symbol: 'A$', name: 'Australian Dollar', rate: 1.68, minorDigits: 2 },
  { code: 'CAD', legacyId: 14, symbol: 'C$', name: 'Canadian Dollar', rate: 1.52, minorDigits: 2 },
  { code: 'NZD', legacyId: 15, symbol: 'NZ$', name: 'New Zealand Dollar', rate: 1.84, minorDigits: 2 },
  { code: 'JPY', legacyId: 16, symbol: '¥', name: 'Japanese Yen', rate: 163, minorDigits: 0 },
  { code: 'CNY', legacyId: 17, symbol: 'CN¥', name: 'Chinese Yuan', rate: 7.85, minorDigits: 2 },
  { code: 'BRL', legacyId: 18, symbol: 'R$', name: 'Brazilian Real', rate: 6.1, minorDigits: 2 },
  { code: 'MXN', legacyId: 19, symbol: 'MX$', name: 'Mexican Peso', rate: 20.5, minorDigits: 2 },
  { code: 'ZAR', legacyId: 20, symbol: 'R', name: 'South African Rand', rate: 20.3, minorDigits: 2 },
  { code: 'AED', legacyId: 21, symbol: 'AED', name: 'UAE Dirham', rate: 4.0, minorDigits: 2 },
  { code: 'ILS', legacyId: 22, symbol: '₪', name: 'Israeli New Shekel', rate: 4.02, minorDigits: 2 },
  { code: 'RUB', legacyId: 23, symbol: '₽', name: 'Russian Ruble', rate: 95, minorDigits: 2 },
  { code: 'THB', legacyId: 24, symbol: '฿', name: 'Thai Baht', rate: 38.6, minorDigits: 2 },
  { code: 'SGD', legacyId: 25, symbol: 'S$', name: 'Singapore Dollar', rate: 1.46, minorDigits: 2 },
];
