// ISO 4217 currencies a shop can price or be paid in, with their minor-unit exponents (how many decimal places
// the currency's minor unit has: 2 for cents, 0 for the yen, 3 for the Kuwaiti fils). Money in the store is integer
// minor units, so converting between currencies has to know both exponents: 1000 minor units are 10.00 GHS but
// 1000 JPY and 1.000 KWD.
//
// Active codes only: fund codes (BOV, CLF, UYI, …), precious metals (XAU, …) and withdrawn currencies (HRK, SLL,
// ZWL, ANG, …) are left out, so a rate table or a shop setting that names one is refused rather than converted.
// The exponents are ISO's even where cash practice differs (ISO gives HUF, IDR and COP two decimals; MGA and MRU
// are 2 though their subunits are fifths).

const ZERO_DECIMALS = ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];

const THREE_DECIMALS = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];

const TWO_DECIMALS = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BMD', 'BND', 'BOB',
  'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DKK',
  'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GTQ', 'GYD', 'HKD',
  'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IRR', 'JMD', 'KES', 'KGS', 'KHR', 'KPW', 'KYD', 'KZT', 'LAK', 'LBP',
  'LKR', 'LRD', 'LSL', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR',
  'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'QAR', 'RON', 'RSD',
  'RUB', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL',
  'THB', 'TJS', 'TMT', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'USD', 'UYU', 'UZS', 'VED', 'VES', 'WST', 'XCD',
  'XCG', 'YER', 'ZAR', 'ZMW', 'ZWG',
];

const EXPONENTS: ReadonlyMap<string, number> = new Map([
  ...ZERO_DECIMALS.map((c) => [c, 0] as const),
  ...TWO_DECIMALS.map((c) => [c, 2] as const),
  ...THREE_DECIMALS.map((c) => [c, 3] as const),
]);

export function isKnownCurrency(code: string): boolean {
  return EXPONENTS.has(code);
}

/** Decimal places of the minor unit: minorUnits('GHS') → 2, 'JPY' → 0, 'KWD' → 3. RangeError for any other code. */
export function minorUnits(code: string): number {
  const exponent = EXPONENTS.get(code);
  if (exponent === undefined) throw new RangeError(`not a currency code this service knows: ${JSON.stringify(code)}`);
  return exponent;
}

/** Every known code, sorted. */
export function knownCurrencies(): string[] {
  return [...EXPONENTS.keys()].sort();
}
