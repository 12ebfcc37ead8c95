// Map rules and constants: zoom range, center limits, clustering, landmarks, animation. A center
// or zoom outside the allowed range is ignored (the map keeps its current view), never clamped to
// the nearest edge.

/** Lowest zoom level the map applies. */
export const minZoom = 3;
/** Highest zoom level the map applies. */
export const maxZoom = 19;
/** Largest accepted center longitude, in degrees (either sign). */
const maxCenterLongitude = 180;
/** Largest accepted center latitude, in degrees (either sign); beyond it Web Mercator tiles distort. */
const maxCenterLatitude = 74;
/** Marker clustering grid size, in pixels. */
export const clusterGridSize = 60;
/** Zoom level above which markers are no longer clustered. */
export const clusterMaxZoom = 18;
/** Fewest markers that form a cluster. */
export const clusterMinSize = 2;
/** How close a click must be to a landmark to hit it, in metres. */
export const landmarkHitDistanceMeters = 10;
/** Route animation speed, as given by the spec (the map library's animation speed unit). */
export const routeAnimationSpeed = 4000;

/** A map position as [longitude, latitude] in degrees. */
export type LngLat = readonly [number, number];

function toCoordinate(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * The center to apply, as numbers, or undefined when it is to be ignored (not a pair of numbers,
 * longitude outside -180..180 or latitude outside -74..74). Numeric strings are accepted.
 * @example validCenter([121.47, 31.23]) // [121.47, 31.23]
 * @example validCenter([121.47, 80]) // undefined
 */
export function validCenter(center: unknown): LngLat | undefined {
  if (!Array.isArray(center) || center.length !== 2) return undefined;
  const lng = toCoordinate(center[0]);
  const lat = toCoordinate(center[1]);
  if (lng === undefined || lat === undefined) return undefined;
  if (Math.abs(lng) > maxCenterLongitude || Math.abs(lat) > maxCenterLatitude) return undefined;
  return [lng, lat];
}

/**
 * The zoom to apply, or undefined when it is to be ignored (outside 3..19 or not a number).
 * @example applicableZoom(20) // undefined
 */
export function applicableZoom(zoom: unknown): number | undefined {
  const value = toCoordinate(zoom);
  return value !== undefined && value >= minZoom && value <= maxZoom ? value : undefined;
}

const earthRadiusMeters = 6371008.8;

/**
 * Great-circle (haversine) distance between two positions, in metres.
 * @example Math.round(distanceMeters([0, 0], [0, 1])) // 111195
 */
export function distanceMeters(from: LngLat, to: LngLat): number {
  const radians = (degrees: number): number => (degrees * Math.PI) / 180;
  const dLat = radians(to[1] - from[1]);
  const dLng = radians(to[0] - from[0]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(from[1])) * Math.cos(radians(to[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a position is within the landmark hit distance (10 m) of a landmark. */
export function isLandmarkHit(position: LngLat, landmark: LngLat): boolean {
  return distanceMeters(position, landmark) <= landmarkHitDistanceMeters;
}
