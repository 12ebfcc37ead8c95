import type { companies, pavilions } from '../db/schema.ts';
import { letterOf } from './letters.ts';
import type { Lookups } from './generate-geo.ts';
import { createRandom, seedFor } from './random.ts';
import { companyStems, companySuffixes } from './text-data.ts';
import { itemAt } from '../db/rows.ts';
import { venueAddress } from './venue-addresses.ts';

type PavilionRow = typeof pavilions.$inferInsert & { id: number };
type CompanyRow = typeof companies.$inferInsert & { id: number };

const venueNames: readonly (readonly [string, string])[] = [
  ['国际会展中心', 'International Convention & Exhibition Centre'],
  ['国际博览中心', 'International Expo Centre'],
  ['新国际博览中心', 'New International Expo Centre'],
  ['会议展览中心', 'Convention and Exhibition Center'],
  ['世界贸易中心展馆', 'World Trade Center Exhibition Halls'],
];
/** Convention centres: one in every city, a second in the larger ones, near the city centre. */
export function generatePavilions(lookups: Lookups): PavilionRow[] {
  const random = createRandom(seedFor('pavilions'));
  const rows: PavilionRow[] = [];
  const countryById = new Map(lookups.countries.map((c) => [c.id, c]));
  for (const city of lookups.cities) {
    const country = countryById.get(city.countryId);
    const count = city.countryId <= 3 ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const [nameZh, nameEn] = itemAt(venueNames, (city.id + k) % venueNames.length);
      const { addressZh, addressEn } = venueAddress(
        {
          countryCode: country?.code ?? '',
          countryZh: country?.nameZh ?? '',
          cityZh: city.nameZh,
          cityEn: city.nameEn,
        },
        random.int(0, 99),
        random.int(1, 999),
      );
      // One hall count for the introduction in both languages and the facts table.
      const halls = random.int(3, 26);
      const id = rows.length + 1;
      const nameEnFull = `${city.nameEn} ${nameEn}`;
      rows.push({
        id,
        cityId: city.id,
        countryId: city.countryId,
        continentId: city.continentId,
        nameZh: `${city.nameZh}${nameZh}`,
        nameEn: nameEnFull,
        addressZh,
        addressEn,
        introZh: `${city.nameZh}${nameZh}拥有${String(halls)}个展厅，是当地举办大型国际展会的主要场馆，交通便利，配套齐全。`,
        introEn: `With ${String(halls)} halls, ${nameEnFull} is the main venue for large international fairs in ${city.nameEn}, with good transport links and full on-site services.`,
        // Within about 12 km of the city centre, so markers cluster plausibly on the map.
        lat: Math.round((city.lat + (random.next() - 0.5) * 0.2) * 1e6) / 1e6,
        lng: Math.round((city.lng + (random.next() - 0.5) * 0.2) * 1e6) / 1e6,
        areaSqm: random.int(20, 500) * 1000,
        halls,
        // No invented web address: a venue's page on the portal is its only seeded page.
        website: null,
        image: `/oss/images/pavilion/${String(id)}.jpg`,
        letter: letterOf(nameEnFull),
      });
    }
  }
  return rows;
}

/**
 * An organiser's contact address on a domain of its own name. The domain is under `.example`
 * (RFC 2606), as every seeded address is: it reads like the company's and can never reach anyone.
 * @example companyEmail('Sino Expo Group', 'Shanghai') // 'info@sino-expo-group-shanghai.example'
 */
function companyEmail(nameEn: string, cityEn: string): string {
  const label = `${nameEn} ${cityEn}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `info@${label}.example`;
}

/** Companies of three kinds (organiser, exhibitor, service), `factor` times the default count. */
export function generateCompanies(lookups: Lookups, factor: number): CompanyRow[] {
  const random = createRandom(seedFor('companies'));
  const plan: readonly (readonly [string, number])[] = [
    ['organiser', 60],
    ['exhibitor', 400],
    ['service', 40],
  ];
  const topIndustries = lookups.industries.filter((i) => i.parentId === null);
  const rows: CompanyRow[] = [];
  for (const [kind, base] of plan) {
    const suffixes = companySuffixes[kind] ?? [];
    for (let n = 0; n < Math.round(base * factor); n++) {
      const id = rows.length + 1;
      const [stemZh, stemEn] = random.pick(companyStems);
      const [suffixZh, suffixEn] = random.pick(suffixes);
      const city = random.pick(lookups.cities);
      const industry = random.pick(topIndustries);
      const place = kind === 'exhibitor' ? industry.nameZh.slice(0, 2) : '';
      const founded = random.int(1985, 2018);
      const nameEn = `${stemEn} ${kind === 'exhibitor' ? `${industry.nameEn} ` : ''}${suffixEn}`;
      rows.push({
        id,
        kind,
        industryId: industry.id,
        countryId: city.countryId,
        cityId: city.id,
        nameZh: `${city.nameZh}${stemZh}${place}${suffixZh}`,
        nameEn: `${nameEn} (${city.nameEn})`,
        introZh: `${stemZh}${suffixZh}成立于${String(founded)}年，总部位于${city.nameZh}，专注${industry.nameZh}领域。`,
        introEn: `Founded in ${String(founded)} and based in ${city.nameEn}, ${stemEn} focuses on ${industry.nameEn.toLowerCase()}.`,
        website: null,
        email: kind === 'organiser' ? companyEmail(nameEn, city.nameEn) : null,
        logo: `/oss/images/company/${String(id)}.png`,
        letter: letterOf(nameEn),
      });
    }
  }
  return rows;
}
