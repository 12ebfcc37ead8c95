// Pictograms for the generated catalogue pictures: simple line drawings in a 100 x 100 box, drawn
// with the caller's stroke (no fill unless a shape sets it), so one pictogram reads at any size.

/**
 * One pictogram per top-level industry, in the seed's industry order (id 1 = index 0): machinery,
 * electronics, automotive, food, healthcare, building, textiles, energy, chemicals, agriculture,
 * furniture, beauty, security, logistics, gifts, IT, environment, lighting, jewellery, travel,
 * printing, aerospace, sports, education.
 */
export const industryPictograms: readonly string[] = [
  // Machinery: a gear (teeth from a dashed thick ring).
  '<circle cx="50" cy="50" r="30" stroke-width="14" stroke-linecap="butt" stroke-dasharray="10.5 5.2"/><circle cx="50" cy="50" r="12"/>',
  // Electronics: a chip with pins.
  '<rect x="30" y="30" width="40" height="40" rx="4"/><path d="M40 30V18M50 30V18M60 30V18M40 70v12M50 70v12M60 70v12M30 40H18M30 50H18M30 60H18M70 40h12M70 50h12M70 60h12"/>',
  // Automotive: a car.
  '<path d="M14 64V52l10-16h44l14 16h4v12z"/><circle cx="32" cy="66" r="8"/><circle cx="70" cy="66" r="8"/>',
  // Food and beverage: a steaming cup.
  '<path d="M22 44h44v14a18 18 0 0 1-18 18h-8a18 18 0 0 1-18-18zM66 48h6a8 8 0 0 1 0 16h-7"/><path d="M36 34c-4-6 4-8 0-14M50 34c-4-6 4-8 0-14"/>',
  // Healthcare: a cross.
  '<path d="M40 18h20v22h22v20H60v22H40V60H18V40h22z"/>',
  // Building and construction: a crane over a block.
  '<path d="M30 84V16l50 10M30 16l-14 10h64M70 26v18"/><rect x="60" y="44" width="20" height="14"/><path d="M14 84h72"/>',
  // Textiles and apparel: a shirt.
  '<path d="M36 16l-22 12 8 16 10-5v45h36V39l10 5 8-16-22-12c-2 8-8 12-14 12s-12-4-14-12z"/>',
  // Energy and power: a lightning bolt.
  '<path d="M56 12L26 56h22l-6 32 32-46H52z"/>',
  // Chemicals and plastics: a flask.
  '<path d="M40 14h20M42 14v26L20 80a4 4 0 0 0 4 6h52a4 4 0 0 0 4-6L58 40V14M30 64h40"/>',
  // Agriculture: an ear of wheat.
  '<path d="M50 88V20M50 36c-10-2-14-10-14-18 10 2 14 10 14 18zm0 0c10-2 14-10 14-18-10 2-14 10-14 18zM50 56c-10-2-14-10-14-18 10 2 14 10 14 18zm0 0c10-2 14-10 14-18-10 2-14 10-14 18z"/>',
  // Furniture and home: a chair.
  '<path d="M30 14v70M30 52h40v32M30 52V14h26"/><path d="M30 66h40"/>',
  // Beauty: a hand mirror.
  '<circle cx="50" cy="38" r="22"/><path d="M50 60v26M42 86h16"/>',
  // Security and fire: a shield.
  '<path d="M50 12l32 12v22c0 20-14 34-32 42-18-8-32-22-32-42V24z"/><path d="M36 50l10 10 20-22"/>',
  // Logistics: a parcel.
  '<path d="M50 14l34 16v40L50 86 16 70V30zM16 30l34 16 34-16M50 46v40M33 22l34 16"/>',
  // Gifts and toys: a gift box.
  '<rect x="18" y="40" width="64" height="44"/><path d="M14 30h72v10H14zM50 30v54M50 30c-8-14-24-12-20 0M50 30c8-14 24-12 20 0"/>',
  // Information technology: a monitor.
  '<rect x="14" y="18" width="72" height="46" rx="4"/><path d="M40 64l-4 18h28l-4-18M30 82h40"/>',
  // Environment and water: a drop.
  '<path d="M50 12C38 32 26 46 26 60a24 24 0 0 0 48 0c0-14-12-28-24-48z"/><path d="M38 62a12 12 0 0 0 12 12"/>',
  // Lighting: a bulb.
  '<path d="M38 70c0-10-14-16-14-34a26 26 0 0 1 52 0c0 18-14 24-14 34zM40 80h20M44 88h12"/>',
  // Jewellery and watches: a diamond.
  '<path d="M28 22h44l14 18-36 46-36-46zM14 40h72M40 22l-6 18 16 46 16-46-6-18"/>',
  // Travel and hospitality: an aeroplane.
  '<path d="M50 12c4 0 6 6 6 12v18l28 16v8l-28-8v16l10 8v6l-16-4-16 4v-6l10-8V58l-28 8v-8l28-16V24c0-6 2-12 6-12z"/>',
  // Printing and packaging: a printer.
  '<path d="M30 36V14h40v22M30 70H16V36h68v34H70"/><rect x="30" y="58" width="40" height="28"/>',
  // Aerospace: a rocket.
  '<path d="M50 10c14 12 18 30 14 52H36c-4-22 0-40 14-52zM36 52l-12 14v16l14-8M64 52l12 14v16l-14-8M44 70l6 18 6-18"/><circle cx="50" cy="36" r="6"/>',
  // Sports and outdoor: a ball.
  '<circle cx="50" cy="50" r="34"/><path d="M16 50h68M50 16c-14 18-14 50 0 68M50 16c14 18 14 50 0 68"/>',
  // Education: a graduation cap.
  '<path d="M50 22L10 40l40 18 40-18zM26 48v18c14 12 34 12 48 0V48M86 42v22"/>',
];

/** Pictograms of the picture kinds that have no industry of their own. */
export const kindPictograms: Readonly<Record<string, string>> = {
  // A convention centre: a hall with a wide arched roof.
  pavilion: '<path d="M10 80h80M16 80V50c10-22 58-22 68 0v30M30 80V60h40v20M50 60v20"/><path d="M16 50h68"/>',
  // A news page.
  news: '<rect x="20" y="14" width="60" height="72" rx="4"/><path d="M30 30h40M30 44h40M30 56h40M30 68h24"/>',
  // A catalogue: a book.
  periodical:
    '<path d="M50 24c-10-8-26-8-36-4v60c10-4 26-4 36 4 10-8 26-8 36-4V20c-10-4-26-4-36 4zM50 24v60"/>',
  // A person.
  user: '<circle cx="50" cy="36" r="16"/><path d="M18 86c4-20 18-30 32-30s28 10 32 30"/>',
  // A building for companies without a known industry.
  company: '<path d="M22 86V20h36v66M58 40h20v46M14 86h72M32 32h6M42 32h6M32 46h6M42 46h6M32 60h6M42 60h6"/>',
};

/**
 * The pictogram of an industry by its id (top-level ids start at 1); ids beyond the table wrap,
 * so an industry an editor adds still gets a picture.
 */
export function industryPictogram(industryId: number): string {
  const count = industryPictograms.length;
  const index = (((Math.trunc(industryId) - 1) % count) + count) % count;
  return industryPictograms[index] ?? '';
}
