/** Pixel size of a share picture (the size Open Graph and X's large card recommend). */
export const sharePictureSize = { width: 1200, height: 630 } as const;
