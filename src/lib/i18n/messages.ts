import en from '../../i18n/en.json' with { type: 'json' };
import zh from '../../i18n/zh.json' with { type: 'json' };
import type { Locale } from '../contract/locale.ts';

/** A message key: the Chinese (default) file's keys are the type of `t()`. */
export type MessageKey = keyof typeof zh;
/** One locale's messages, flat dotted keys. */
export type Messages = Record<MessageKey, string>;

/** The messages of both locales; `en` must have exactly the keys of `zh` (a unit test checks). */
export const messages: Record<Locale, Messages> = { zh, en };

/** Seconds a browser may cache /_i18n/{locale}/messages.json (24 hours). */
export const messagesMaxAge = 24 * 60 * 60;
