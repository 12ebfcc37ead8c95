// The gate's clock: scans carry the local time with its UTC offset, so the API reads the show day
// and the hour as the gate saw them (src/lib/contract/checkin.ts scannedAtSchema).

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A time as ISO 8601 with the local UTC offset, to the second.
 * @example localIsoTime(new Date('2027-04-08T01:30:00Z')) // '2027-04-08T09:30:00+08:00' in Shanghai
 */
export function localIsoTime(time: Date): string {
  const offset = -time.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${String(time.getFullYear())}-${two(time.getMonth() + 1)}-${two(time.getDate())}` +
    `T${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  );
}

/** The local date of a time (YYYY-MM-DD): the show day a scan counts on. */
export function localDay(time: Date): string {
  return localIsoTime(time).slice(0, 10);
}
