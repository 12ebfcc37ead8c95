import { describe, expect, it } from 'vitest';
import {
  checkImageSize,
  defaultMinImageHeight,
  defaultMinImageWidth,
  imageSizeMessage,
  imageSizeMessageKey,
} from '../../../../src/lib/validate/image-size.ts';

const failure = { ok: false, key: 'validation.imageSize', message: '尺寸大小不合适' };

describe('checkImageSize', () => {
  it('defaults to at least 600 wide and 800 high, inclusive', () => {
    expect(defaultMinImageWidth).toBe(600);
    expect(defaultMinImageHeight).toBe(800);
    expect(checkImageSize({ width: 600, height: 800 })).toEqual({ ok: true });
    expect(checkImageSize({ width: 1920, height: 1080 })).toEqual({ ok: true });
  });

  it('fails with the spec message when either side is too small', () => {
    expect(checkImageSize({ width: 599, height: 800 })).toEqual(failure);
    expect(checkImageSize({ width: 600, height: 799 })).toEqual(failure);
    expect(imageSizeMessageKey).toBe('validation.imageSize');
    expect(imageSizeMessage).toBe('尺寸大小不合适');
  });

  it('takes other minimums', () => {
    expect(checkImageSize({ width: 200, height: 200 }, { minWidth: 200, minHeight: 100 })).toEqual({
      ok: true,
    });
    expect(checkImageSize({ width: 599, height: 2000 }, { minHeight: 100 })).toEqual(failure);
  });

  it('fails for unknown sizes', () => {
    expect(checkImageSize({ width: Number.NaN, height: 900 })).toEqual(failure);
    expect(checkImageSize({ width: Number.POSITIVE_INFINITY, height: 900 })).toEqual(failure);
  });
});
