// Street addresses of seeded venues in the local style of their country, so an address reads
// as belonging to its city: "Messeplatz 12, Hanover", "888 Huizhan Avenue, Shanghai".

/** How a country writes a street address: its street names, and the number before or after. */
interface AddressStyle {
  streets: readonly string[];
  numberFirst: boolean;
}

const styles: Record<string, AddressStyle> = {
  zh: {
    streets: [
      'Huizhan Avenue',
      'Bolan Road',
      'Guozhan Road',
      'Yingbin Avenue',
      'Binjiang Road',
      'Shiji Avenue',
    ],
    numberFirst: true,
  },
  de: { streets: ['Messeplatz', 'Messeallee', 'Am Messering', 'Messegelande'], numberFirst: false },
  nl: { streets: ['Europaplein', 'Beursplein', 'Jaarbeursplein'], numberFirst: false },
  fr: {
    streets: ['Boulevard des Expositions', 'Avenue de la Foire', 'Place de la Porte de Versailles'],
    numberFirst: true,
  },
  it: { streets: ['Viale della Fiera', 'Piazzale della Fiera', 'Via dei Congressi'], numberFirst: false },
  es: {
    streets: ['Avenida del Recinto Ferial', 'Avenida de las Ferias', 'Calle de la Feria'],
    numberFirst: false,
  },
  pt: { streets: ['Avenida das Exposicoes', 'Rua da Feira', 'Avenida Olavo Fontoura'], numberFirst: false },
  en: {
    streets: ['Exhibition Road', 'Convention Centre Drive', 'Expo Boulevard', 'Trade Centre Road'],
    numberFirst: true,
  },
  ja: { streets: ['Minato', 'Ariake', 'Nakase', 'Tenjin'], numberFirst: true },
  ko: { streets: ['Yeongdong-daero', 'Kintex-ro', 'Centum-daero'], numberFirst: false },
  ru: { streets: ['Prospekt Mira', 'Vystavochnaya Ulitsa', 'Krasnaya Presnya'], numberFirst: false },
  tr: { streets: ['Fuar Caddesi', 'Kongre Caddesi'], numberFirst: false },
  pl: { streets: ['ul. Targowa', 'ul. Glogowska'], numberFirst: false },
  cs: { streets: ['Vystaviste', 'Vystavni'], numberFirst: false },
  hu: { streets: ['Albertirsai ut', 'Vasarter'], numberFirst: false },
  el: { streets: ['Egnatia Odos', 'Leoforos Kifisias'], numberFirst: false },
  sv: { streets: ['Massvagen', 'Massans gata'], numberFirst: false },
  da: { streets: ['Center Boulevard', 'Messe Alle'], numberFirst: false },
  ar: { streets: ['Sheikh Zayed Road', 'King Abdullah Road', 'Corniche Road'], numberFirst: true },
  th: { streets: ['Bangna-Trat Road', 'Chaeng Watthana Road'], numberFirst: true },
  vi: { streets: ['Nguyen Van Linh', 'Pham Hung'], numberFirst: true },
  ms: { streets: ['Jalan Tun Razak', 'Jalan Expo', 'Jalan Gatot Subroto'], numberFirst: false },
};

/** The address style of each country code (the rest write English addresses). */
const styleOfCountry: Record<string, string> = {
  CN: 'zh',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  NL: 'nl',
  BE: 'nl',
  FR: 'fr',
  MA: 'fr',
  IT: 'it',
  ES: 'es',
  AR: 'es',
  CL: 'es',
  CO: 'es',
  PE: 'es',
  MX: 'es',
  BR: 'pt',
  JP: 'ja',
  KR: 'ko',
  RU: 'ru',
  KZ: 'ru',
  UZ: 'ru',
  TR: 'tr',
  PL: 'pl',
  CZ: 'cs',
  HU: 'hu',
  GR: 'el',
  SE: 'sv',
  DK: 'da',
  AE: 'ar',
  SA: 'ar',
  QA: 'ar',
  EG: 'ar',
  TH: 'th',
  VN: 'vi',
  MY: 'ms',
  ID: 'ms',
};

/** The street names a country's venues may stand on. */
export function streetsOf(countryCode: string): readonly string[] {
  const style = styles[styleOfCountry[countryCode] ?? 'en'] ?? styles.en;
  return style?.streets ?? [];
}

/**
 * A venue's address in both editions. Chinese cities get a Chinese address and its pinyin
 * English form; elsewhere the local form, which the Chinese edition prefixes with the country
 * and city in Chinese (as Chinese organisers print foreign venues).
 */
export function venueAddress(
  place: { countryCode: string; countryZh: string; cityZh: string; cityEn: string },
  street: number,
  number: number,
): { addressZh: string; addressEn: string } {
  const style = styles[styleOfCountry[place.countryCode] ?? 'en'] ?? styles.en;
  const streets = style?.streets ?? [];
  const name = streets[street % streets.length] ?? '';
  // Where the number follows the street it is a small one (Messeplatz 1), as on real venues.
  const local =
    style?.numberFirst === false ? `${name} ${String((number % 60) + 1)}` : `${String(number)} ${name}`;
  if (place.countryCode === 'CN') {
    const zhStreets = ['会展大道', '博览路', '国展路', '迎宾大道', '滨江路', '世纪大道'];
    return {
      addressZh: `${place.cityZh}${zhStreets[street % zhStreets.length] ?? ''}${String(number)}号`,
      addressEn: `No. ${String(number)} ${name}, ${place.cityEn}`,
    };
  }
  return {
    addressZh: `${place.countryZh}${place.cityZh} ${local}`,
    addressEn: `${local}, ${place.cityEn}`,
  };
}
