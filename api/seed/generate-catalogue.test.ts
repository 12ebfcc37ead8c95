import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exhibitionCountFor, generateCatalogue } from './generate-catalogue.ts';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('generateCatalogue', () => {
  it('gives the same catalogue on every run', () => {
    expect(digest(generateCatalogue(1))).toBe(digest(generateCatalogue(1)));
  });

  it('meets the catalogue minimums at the default scale', () => {
    const c = generateCatalogue(1);
    const fairs = c.exhibitions.exhibitions;
    expect(fairs.length).toBeGreaterThanOrEqual(600);
    expect(new Set(fairs.map((e) => e.industryId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(fairs.map((e) => e.countryId)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(fairs.map((e) => e.cityId)).size).toBeGreaterThanOrEqual(100);
    expect(
      fairs.some((e) => e.startDate < '2025-01-01') && fairs.some((e) => e.startDate > '2027-12-31'),
    ).toBe(true);
    expect(c.pavilions.length).toBeGreaterThanOrEqual(80);
    expect(c.news.articles.length).toBeGreaterThanOrEqual(400);
    expect(c.wiki.articles.length).toBeGreaterThanOrEqual(150);
    expect(new Set(c.visas.map((v) => v.areaId)).size).toBeGreaterThanOrEqual(30);
    expect(fairs.every((e) => /[\u4e00-\u9fff]/.test(e.nameZh) && /^[\x20-\x7e]+$/.test(e.nameEn))).toBe(
      true,
    );
  });

  it('reads --scale below 600 as a factor and from 600 on as the exhibition count', () => {
    expect(exhibitionCountFor(1)).toBe(600);
    expect(exhibitionCountFor(3)).toBe(1800);
    expect(exhibitionCountFor(20000)).toBe(20000);
    expect(generateCatalogue(20000).exhibitions.exhibitions).toHaveLength(20000);
  });
});
