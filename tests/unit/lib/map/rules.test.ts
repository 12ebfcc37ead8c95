import { describe, expect, it } from 'vitest';
import {
  applicableZoom,
  clusterGridSize,
  clusterMaxZoom,
  clusterMinSize,
  distanceMeters,
  isLandmarkHit,
  landmarkHitDistanceMeters,
  maxZoom,
  minZoom,
  routeAnimationSpeed,
  validCenter,
} from '../../../../src/lib/map/rules.ts';

describe('validCenter', () => {
  it('accepts centers within -180..180 and -74..74, edges included', () => {
    expect(validCenter([121.47, 31.23])).toEqual([121.47, 31.23]);
    expect(validCenter([180, 74])).toEqual([180, 74]);
    expect(validCenter([-180, -74])).toEqual([-180, -74]);
    expect(validCenter(['116.40', '39.90'])).toEqual([116.4, 39.9]);
  });

  it.each([
    ['longitude above 180', [180.01, 0]],
    ['longitude below -180', [-181, 0]],
    ['latitude above 74', [0, 74.5]],
    ['latitude below -74', [0, -80]],
    ['NaN', [Number.NaN, 0]],
    ['an empty string', ['', 0]],
    ['text', ['east', 0]],
    ['one coordinate', [1]],
    ['three coordinates', [1, 2, 3]],
    ['not a list', { lng: 1, lat: 2 }],
    ['undefined', undefined],
  ])('ignores %s', (_name, center) => {
    expect(validCenter(center)).toBeUndefined();
  });
});

describe('applicableZoom', () => {
  it('applies zoom levels within 3..19', () => {
    expect(applicableZoom(3)).toBe(3);
    expect(applicableZoom(12.5)).toBe(12.5);
    expect(applicableZoom(19)).toBe(19);
    expect(applicableZoom('10')).toBe(10);
  });

  it('ignores zoom levels outside the range instead of clamping them', () => {
    expect(applicableZoom(2.99)).toBeUndefined();
    expect(applicableZoom(20)).toBeUndefined();
    expect(applicableZoom(Number.NaN)).toBeUndefined();
    expect(applicableZoom(null)).toBeUndefined();
  });
});

describe('map constants', () => {
  it('matches the spec', () => {
    expect([minZoom, maxZoom]).toEqual([3, 19]);
    expect([clusterGridSize, clusterMaxZoom, clusterMinSize]).toEqual([60, 18, 2]);
    expect(landmarkHitDistanceMeters).toBe(10);
    expect(routeAnimationSpeed).toBe(4000);
  });
});

describe('distanceMeters', () => {
  it('measures great-circle distances', () => {
    expect(distanceMeters([0, 0], [0, 0])).toBe(0);
    expect(Math.round(distanceMeters([0, 0], [0, 1]))).toBe(111195);
    // Across the Huangpu from the Bund to the Oriental Pearl Tower: about 0.9 km.
    expect(distanceMeters([121.4903, 31.2416], [121.4997, 31.2397])).toBeGreaterThan(800);
    expect(distanceMeters([121.4903, 31.2416], [121.4997, 31.2397])).toBeLessThan(1000);
  });
});

describe('isLandmarkHit', () => {
  it('hits within 10 m and misses beyond', () => {
    // 0.00008 degrees of latitude is about 8.9 m, 0.0001 about 11.1 m.
    expect(isLandmarkHit([121.5, 31.2], [121.5, 31.20008])).toBe(true);
    expect(isLandmarkHit([121.5, 31.2], [121.5, 31.2001])).toBe(false);
  });
});
